// Previous / "Page 2 of 5" / Next under a paged list; nothing when there is only one page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Box } from './Box';
import { Button } from './Button';
import { Inline } from './Inline';
import { pageText } from './Pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Inline as="nav" wrap="nowrap" justify="center" gap="4" paddingTop="4" aria-label="Pages">
      <Button
        variant="ghost"
        startIcon={<ChevronLeft size={18} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Box as="span" color="secondary" fontSize="sm" textAlign="center" className={pageText}>
        Page {page} of {pageCount}
      </Box>
      <Button
        variant="ghost"
        endIcon={<ChevronRight size={18} aria-hidden />}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Inline>
  );
}
