import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabDef {
  key: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabDef[];
  /** The selected tab (controlled). Leave out to let the tabs keep their own state. */
  selectedKey?: string;
  /** The tab selected first when uncontrolled. Default: the first tab. */
  defaultKey?: string;
  onChange?: (key: string) => void;
  /** An accessible name for the tab list, when the surrounding heading does not give one. */
  label?: string;
}

/** Tabs with an underline in the accent; arrow keys move between tabs (automatic activation). */
export function Tabs({ tabs, selectedKey, defaultKey, onChange, label }: TabsProps) {
  const indexOf = (key: string | undefined) => {
    const index = tabs.findIndex((tab) => tab.key === key);
    return index < 0 ? 0 : index;
  };
  const controlled = selectedKey !== undefined;
  return (
    <TabGroup
      {...(controlled
        ? { selectedIndex: indexOf(selectedKey) }
        : { defaultIndex: indexOf(defaultKey) })}
      onChange={(index: number) => {
        const tab = tabs[index];
        if (tab) onChange?.(tab.key);
      }}
    >
      <TabList className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            disabled={tab.disabled ?? false}
            className={`${styles.tab} ${styles.tabMotion}`}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className={styles.panel}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
