import { Link } from 'react-router';
import {
  ENCOURAGED as encouraged,
  NOT_ALLOWED as notAllowed,
  COMMUNITY_RULES as rules,
} from '../guidelinesContent';
import { COMMITMENTS } from '../legalFacts';
import { LegalLayout } from './LegalLayout';
import * as styles from './LegalLayout.css';

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
      <LabelledRules rules={notAllowed} />

      <h2>What's Encouraged</h2>
      <LabelledRules rules={encouraged} />

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

/** A list of rules, each led by its label as a bold sentence. */
function LabelledRules({ rules }: { rules: ReadonlyArray<readonly [string, string]> }) {
  return (
    <ul>
      {rules.map(([label, text]) => (
        <li key={label}>
          <strong>{label}.</strong> {text}
        </li>
      ))}
    </ul>
  );
}
