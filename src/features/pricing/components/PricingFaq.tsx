import { ChevronDown, Mail } from 'lucide-react';
import { CONTACT_EMAIL } from '../model';
import * as styles from './Pricing.css';

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
    <section className={styles.faq} aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <div className={styles.faqList}>
        {questions.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              {item.question}
              <span className={styles.faqChevron} aria-hidden="true">
                <ChevronDown size={18} strokeWidth={1.5} />
              </span>
            </summary>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className={styles.contact}>
        <span className={styles.contactIcon} aria-hidden="true">
          <Mail size={16} strokeWidth={1.5} />
        </span>
        <span>A question about plans for your atelier or brand?</span>
        <a className={styles.contactLink} href={`mailto:${CONTACT_EMAIL}`}>
          Contact us
        </a>
      </p>
    </section>
  );
}
