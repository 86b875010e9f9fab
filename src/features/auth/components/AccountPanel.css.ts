import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../ui/page.css';

export const page = style([pageColumn, { maxWidth: '640px' }]);
