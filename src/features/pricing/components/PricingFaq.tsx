import { ChevronDown, Mail } from 'lucide-react';
import { CONTACT_EMAIL } from '../model';
import { Box } from '../../../ui/Box';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import * as typography from '../../../ui/typography.css';
import * as styles from './Pricing.css';
import { cardTitleType } from './type';

const questions: { question: string; answer: string }[] = [
  {
    question: 'What is a credit?',
    answer:
      'Credits pay for the visuals you craft from your designs: pack shots, model shots, lifestyle scenes and 3D models. Credits reserved for a visual that fails are returned to your balance.',
  },
  {
    question: 'Do unused credits expire?',
    answer:
      'No. Unused credits roll over from month to month and do not expire while your subscription is active.',
  },
  {
    question: 'How does yearly billing work?',
    answer:
      'You pay once for the year, about 20% less than twelve monthly payments, and the year’s credits are added to your balance when the period starts.',
  },
  {
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes. Manage Subscription opens the billing portal, where you can move to another plan, update your card or cancel. Your credits stay yours until the period ends.',
  },
  {
    question: 'How are payments handled?',
    answer:
      'Payments go through our card payment provider’s secure checkout. The studio never sees or stores your card number.',
  },
];

/** Calm, native disclosure rows: keyboard and screen readers get them for free. */
export function PricingFaq() {
  return (
    <Stack as="section" gap="4" aria-labelledby="pricing-faq-title">
      <Box as="h2" id="pricing-faq-title" {...cardTitleType}>
        Frequently asked questions
      </Box>
      <Stack className={styles.faqList}>
        {questions.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <Inline
              as="summary"
              wrap="nowrap"
              justify="space-between"
              gap="3"
              paddingY="4"
              color="text"
              fontSize="md"
              fontWeight="medium"
              borderRadius="sm"
              className={styles.faqQuestion}
            >
              {item.question}
              <Box
                as="span"
                display="inline-flex"
                flexShrink={0}
                color="muted"
                className={styles.faqChevron}
                aria-hidden="true"
              >
                <ChevronDown size={18} strokeWidth={1.5} />
              </Box>
            </Inline>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </Stack>
      <Inline as="p" gap="2" className={typography.smallProse}>
        <Box as="span" display="inline-flex" color="accent" aria-hidden="true">
          <Mail size={16} strokeWidth={1.5} />
        </Box>
        <span>A question about plans for your atelier or brand?</span>
        <a className={typography.textLink} href={`mailto:${CONTACT_EMAIL}`}>
          Contact us
        </a>
      </Inline>
    </Stack>
  );
}
