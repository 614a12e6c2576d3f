import { Link } from 'react-router';
import { BROWSER_STORAGE, COMMITMENTS, CONTACTS, COOKIES, RETENTION } from '../legalFacts';
import { LegalLayout } from './LegalLayout';
import * as styles from './LegalLayout.css';

const c = COMMITMENTS;

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      summary="What we collect, what your neighbours can and cannot see, and how long we keep it."
    >
      <div className={styles.callout}>
        <p>
          <strong>In short:</strong> neighbours see your area alias, never your name, email or phone number.
          That holds for posts, replies and live chat alike.
        </p>
      </div>

      <h2>What other people see</h2>
      <p>
        Posts, replies and chat messages are published under an <strong>alias for each area</strong>. Your
        alias stays the same within an area, so conversations make sense, and is different in every other
        area, so your activity in one neighbourhood cannot be linked to another. Your name, email address and
        mobile number are not shown in posts, replies, chat or search results.
      </p>
      <p>
        Only our moderation team can see which account wrote something, and only to handle reports, enforce
        the <Link to="/guidelines">Community Guidelines</Link> or answer a lawful request.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, mobile number and password (stored only
          as a secure hash), or the basic profile a social sign-in provider shares with your permission.
        </li>
        <li>
          <strong>Profile details</strong> you choose to add, such as a bio or website.
        </li>
        <li>
          <strong>What you share:</strong> posts, replies, chat messages, uploaded photos and videos, upvotes
          and reports.
        </li>
        <li>
          <strong>Location, only if you allow it:</strong> your browser's coordinates, used to suggest your
          city and area. To turn coordinates into a place name they may be sent to a reverse-geocoding
          service. You can always choose your area by hand instead.
        </li>
        <li>
          <strong>Technical logs:</strong> IP address, the page or call requested and request times, used to
          keep the service secure and working.
        </li>
      </ul>

      <h2>Cookies and storage</h2>
      <p>
        Our cookies only sign you in. None can be read by scripts on the page, and we do not keep sign-in
        tokens in your browser's storage. We do not use advertising or cross-site tracking cookies.
      </p>
      <ul>
        {COOKIES.map(({ label, purpose }) => (
          <li key={label}>
            <strong>{label} cookie:</strong> {purpose}
          </li>
        ))}
      </ul>
      <p>Your browser also keeps, on this device only and naming no one: {BROWSER_STORAGE.join('; ')}.</p>

      <h2>How we use your data</h2>
      <ul>
        <li>To run Mohalla: show your area, publish what you share, deliver chat messages.</li>
        <li>To keep the community safe: review reports, remove harmful content, prevent abuse.</li>
        <li>To answer you when you contact support, the privacy team or the Grievance Officer.</li>
      </ul>
      <p>We do not sell your personal data and we do not use it for advertising.</p>

      <h2>How long we keep it</h2>
      <ul>
        {RETENTION.map(([what, howLong]) => (
          <li key={what}>
            <strong>{what}:</strong> {howLong}
          </li>
        ))}
      </ul>

      <h2>Your rights</h2>
      <p>
        You can download a copy of your data (<strong>Download my data</strong>) or delete your account (
        <strong>Delete my account</strong>) yourself from your account menu. You can also ask to see, correct
        or delete your personal data, or withdraw a consent you gave (for example to location). Write to{' '}
        <a href={`mailto:${CONTACTS.privacy}`}>{CONTACTS.privacy}</a>. Our privacy team responds within{' '}
        <strong>{c.privacyTeamResponseHours} hours</strong> and completes privacy requests within{' '}
        <strong>{c.privacyRequestDays} days</strong>.
      </p>

      <h2>Children</h2>
      <p>
        Mohalla is not for children under {c.minimumAge}. If you believe a child under {c.minimumAge} has an
        account, tell us and we will remove it.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        For complaints about how we handle your data, write to our Grievance Officer at{' '}
        <a href={`mailto:${CONTACTS.grievance}`}>{CONTACTS.grievance}</a>. The Grievance Officer responds
        within <strong>{c.grievanceResponseHours} hours</strong>.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When this policy changes we update the date at the top of this page, and for significant changes we
        tell you in the app first. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalLayout>
  );
}
