import { Link } from 'react-router';
import { COMMITMENTS } from '../legalFacts';
import { LegalLayout } from './LegalLayout';
import * as styles from './LegalLayout.css';

const rules = [
  'Keep it family-friendly: write as if your neighbours of every age are reading, because they are.',
  'No adult content: no sexual or explicit text, images or links.',
  'No illegal activity: do not buy, sell, promote or plan anything against the law.',
  'No harassment: no threats, bullying, hate speech, doxxing or attempts to unmask anyone.',
  'No spam: no repeated posts, chain messages or advertising dressed up as a question.',
  'Be respectful: disagree with ideas, not people. Assume good faith.',
  'Focus on local topics: keep posts relevant to your area and the people who live there.',
  'Report violations: use the report button instead of replying in anger.',
];

const notAllowed = [
  ['Adult Content', 'Sexual or explicit material of any kind, including in images, videos and file names.'],
  ['Illegal Activities', 'Drugs, weapons, fraud, gambling rackets, or helping anyone break the law.'],
  ['Harassment', "Threats, abuse, slurs, hate against any group, or sharing someone's personal details."],
  ['Spam', 'Promotions, referral codes, repeated posts and links that have nothing to do with the area.'],
] as const;

const encouraged = [
  ['Local Events', 'Festivals, society meetings, clean-up drives, sports matches and pop-up markets.'],
  ['Safety Alerts', 'Water-logging, power cuts, road closures, scams doing the rounds, lost and found.'],
  ['Recommendations', 'Doctors, tutors, tailors, plumbers and the best vada pav on the street.'],
  ['Community Help', 'Blood donation requests, borrowing a ladder, helping an elderly neighbour.'],
] as const;

export function GuidelinesPage() {
  return (
    <LegalLayout
      title="Community Guidelines"
      summary="Mohalla works because neighbours look out for each other. These rules keep it a place people want to be."
    >
      <h2>Community Rules</h2>
      <ol>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>

      <h2>What's Not Allowed</h2>
      <ul>
        {notAllowed.map(([label, text]) => (
          <li key={label}>
            <strong>{label}.</strong> {text}
          </li>
        ))}
      </ul>

      <h2>What's Encouraged</h2>
      <ul>
        {encouraged.map(([label, text]) => (
          <li key={label}>
            <strong>{label}.</strong> {text}
          </li>
        ))}
      </ul>

      <h2>Anonymity is not a licence</h2>
      <p>
        You post and chat under an alias for your area, so neighbours never see your name. That protection is
        for speaking freely and kindly. Our moderators can link content to the account behind it when they
        handle a report, and the same rules apply to everyone.
      </p>

      <h2>Reporting and enforcement</h2>
      <div className={styles.callout}>
        <p>
          See something that breaks these rules? Use the <strong>report</strong> button on the post or
          message. Reports are reviewed within {COMMITMENTS.reportReviewHours} hours.
        </p>
      </div>
      <p>
        Content that breaks these rules is removed. Violations may lead to account suspension, and serious or
        repeated violations to a permanent ban.
      </p>
      <p>
        These guidelines are part of our <Link to="/terms">Terms of Service</Link>. How we handle your data is
        described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </LegalLayout>
  );
}
