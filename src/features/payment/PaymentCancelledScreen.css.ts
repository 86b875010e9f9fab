import { style } from '@vanilla-extract/css';
import { panel as resultPanel } from './components/payment-result.css';

// The screen, icon, text and action are the payment result screen's (PaymentSuccess.css.ts);
// only the panel's measure differs.
export const panel = style([resultPanel, { maxWidth: 460 }]);
