import { Link } from 'react-router';
import { COMMITMENTS, CONTACTS } from '../legalFacts';
import { LegalLayout } from './LegalLayout';
import * as styles from './LegalLayout.css';

const c = COMMITMENTS;

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary="The agreement between you and Mohalla when you browse, post or chat. Plain language, no surprises."
    >
      <h2>1. About these terms</h2>
      <p>
        Mohalla is a community for neighbourhoods in Indian cities. By using it you agree to these terms, to
        our <Link to="/guidelines">Community Guidelines</Link> and to how we handle data as described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use Mohalla.
      </p>

      <h2>2. Who can use Mohalla</h2>
      <p>
        You must be at least <strong>{c.minimumAge} years old</strong>. If you are under 18, you need the
        permission of a parent or guardian. Anyone may browse areas and read posts; posting, replying,
        upvoting and chatting need an account.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Give accurate sign-up details and keep your password to yourself.</li>
        <li>One account per person. Do not sign in as, or pretend to be, someone else.</li>
        <li>You are responsible for what happens under your account. Tell us at once if it is misused.</li>
      </ul>

      <h2>4. Anonymity and your alias</h2>
      <p>
        Your posts, replies and chat messages appear under an alias for each area, not under your name.
        Aliases protect you from other users; they do not put you beyond the rules. Our moderators can see
        which account wrote something when they review a report, and we may disclose it where the law requires
        us to.
      </p>

      <h2>5. Your content</h2>
      <p>
        You keep ownership of what you post. You give Mohalla a non-exclusive, royalty-free licence to store,
        display and distribute it within the service, for as long as it is on Mohalla. You are responsible for
        your content and must have the right to share it. Do not post anything that breaks the Community
        Guidelines or the law.
      </p>

      <h2>6. Reports and moderation</h2>
      <div className={styles.callout}>
        <p>
          Anyone can report a post or message. We review reports within{' '}
          <strong>{c.reportReviewHours} hours</strong>.
        </p>
      </div>
      <p>
        We may remove content, limit features or suspend accounts that break these terms or the Community
        Guidelines. Where it is safe and lawful to do so, we tell you what we removed and why.
      </p>

      <h2>7. Grievances</h2>
      <p>
        If you have a complaint about content or about how we treated your report, write to our Grievance
        Officer at <a href={`mailto:${CONTACTS.grievance}`}>{CONTACTS.grievance}</a>. The Grievance Officer
        responds within <strong>{c.grievanceResponseHours} hours</strong>.
      </p>

      <h2>8. Support</h2>
      <p>
        For anything else, write to <a href={`mailto:${CONTACTS.support}`}>{CONTACTS.support}</a>. Our support
        team responds within <strong>{c.supportResponseHours} hours</strong>.
      </p>

      <h2>9. The service</h2>
      <p>
        We work hard to keep Mohalla available and safe, but it is provided as it is. Features may change, and
        the service may be interrupted for maintenance. Advice shared by neighbours is their own; check before
        you rely on it, especially on health, legal or safety matters.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        To the extent the law allows, Mohalla's total liability to you for any claim is limited to the amount
        you paid Mohalla in the <strong>{c.liabilityMonths} months</strong> before the event that led to the
        claim. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>11. Ending your use</h2>
      <p>
        You can stop using Mohalla at any time and ask us to delete your account through a privacy request. We
        may suspend or close accounts that seriously or repeatedly break these terms.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        When we change these terms we update the date at the top of this page, and for significant changes we
        tell you in the app before they take effect.
      </p>
    </LegalLayout>
  );
}
