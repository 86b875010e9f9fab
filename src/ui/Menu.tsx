import {
  Menu as HeadlessMenu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { Link } from './Link';
import * as styles from './Menu.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface MenuActionItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Makes the item an in-app link to this path (the app's link component, see ./Link). */
  to?: string;
  danger?: boolean;
  disabled?: boolean;
  kind?: undefined;
}

/** Non-interactive content at the top of a group, e.g. the signed-in person's name and e-mail. */
export interface MenuHeaderItem {
  key: string;
  kind: 'header';
  content: ReactNode;
}

export interface MenuDividerItem {
  key: string;
  kind: 'divider';
}

export type MenuItemDef = MenuActionItem | MenuHeaderItem | MenuDividerItem;

type Side = 'top' | 'bottom' | 'left' | 'right';
export type MenuAnchor = Side | `${Side} ${'start' | 'end'}`;

export interface MenuTrigger {
  /** The trigger's accessible name (and its visible text when there is no icon or content). */
  label: string;
  /** Renders an icon-only button (label becomes its accessible name). */
  icon?: ReactNode;
  /** Custom trigger content, e.g. an avatar; rendered in a chrome-less round button. */
  content?: ReactNode;
}

export interface MenuProps {
  button: MenuTrigger;
  items: MenuItemDef[];
  /** Where the panel opens relative to the trigger. Default 'bottom end'. */
  anchor?: MenuAnchor;
}

type Block =
  | { kind: 'item'; item: MenuActionItem }
  | { kind: 'divider'; key: string }
  | { kind: 'section'; key: string; header: ReactNode; items: MenuActionItem[] };

// A header opens a group (labelled by the header) that runs until the next divider or header.
function toBlocks(items: MenuItemDef[]): Block[] {
  const blocks: Block[] = [];
  let section: Extract<Block, { kind: 'section' }> | null = null;
  for (const item of items) {
    if (item.kind === 'header') {
      section = { kind: 'section', key: item.key, header: item.content, items: [] };
      blocks.push(section);
    } else if (item.kind === 'divider') {
      section = null;
      blocks.push({ kind: 'divider', key: item.key });
    } else if (section) {
      section.items.push(item);
    } else {
      blocks.push({ kind: 'item', item });
    }
  }
  return blocks;
}

function ActionItem({ item }: { item: MenuActionItem }) {
  const className = styles.item({ danger: item.danger ?? false });
  const content = (
    <>
      {item.icon != null && (
        <span className={styles.itemIcon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span>{item.label}</span>
    </>
  );
  return (
    <MenuItem disabled={item.disabled ?? false}>
      {item.to != null ? (
        <Link href={item.to} className={className} onClick={() => item.onSelect?.()}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => item.onSelect?.()}>
          {content}
        </button>
      )}
    </MenuItem>
  );
}

function Trigger({ button }: { button: MenuTrigger }) {
  if (button.content != null) {
    // The content (an avatar's initials) is decoration; the label alone names the button. A
    // hidden text label rather than aria-label, because visible initials that are not part of
    // the name would break "label in name" (WCAG 2.5.3).
    return (
      <MenuButton className={styles.contentTrigger}>
        <span aria-hidden="true" className={styles.contentDecoration}>
          {button.content}
        </span>
        <VisuallyHidden>{button.label}</VisuallyHidden>
      </MenuButton>
    );
  }
  if (button.icon != null) {
    return <MenuButton as={IconButton} label={button.label} icon={button.icon} variant="ghost" />;
  }
  return (
    <MenuButton as={Button} variant="secondary" endIcon={<ChevronDown strokeWidth={1.75} />}>
      {button.label}
    </MenuButton>
  );
}

export function Menu({ button, items, anchor = 'bottom end' }: MenuProps) {
  return (
    <HeadlessMenu>
      <Trigger button={button} />
      <MenuItems transition anchor={{ to: anchor, gap: 6, padding: 8 }} className={styles.panel}>
        {toBlocks(items).map((block) => {
          if (block.kind === 'item') return <ActionItem key={block.item.key} item={block.item} />;
          if (block.kind === 'divider')
            return <MenuSeparator key={block.key} className={styles.divider} />;
          return (
            <MenuSection key={block.key} className={styles.section}>
              <MenuHeading className={styles.header}>{block.header}</MenuHeading>
              {block.items.map((item) => (
                <ActionItem key={item.key} item={item} />
              ))}
            </MenuSection>
          );
        })}
      </MenuItems>
    </HeadlessMenu>
  );
}
