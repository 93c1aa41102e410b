// The admin whitelist tool (product rules §2 "Whitelist admin", §4, §5). Locked until an administrator
// signs in against the server (departure 1 in docs/product-rules.md); then the tabs Check User, WhiteList Numbers,
// WhiteList Emails, and the pending access requests.
import { useEffect, useRef } from 'react';
import { PageHeading, Tabs, announce, type TabItem } from '@nclude/shared';
import { AccessRequestsPanel } from '../components/AccessRequestsPanel';
import { AdminNav } from '../components/AdminNav';
import { AdminOnly } from '../components/AdminOnly';
import { CheckUserPanel } from '../components/CheckUserPanel';
import { WhitelistPanel } from '../components/WhitelistPanel';
import { m } from '../messages';
import './admin.css';

export default function WhitelistPage() {
  return (
    <div className="admin-page">
      <PageHeading>{m('whitelistHeading')}</PageHeading>
      <p>{m('whitelistIntro')}</p>
      <AdminOnly>
        {({ userName, justUnlocked }) => (
          <WhitelistTool userName={userName} focusOnOpen={justUnlocked} />
        )}
      </AdminOnly>
    </div>
  );
}

function WhitelistTool({ userName, focusOnOpen }: { userName: string; focusOnOpen: boolean }) {
  const toolRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    announce(m('accessGranted'));
    toolRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    // Once, when the tool appears after the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tabs: TabItem[] = [
    { id: 'check', label: m('tabCheckUser'), content: <CheckUserPanel /> },
    { id: 'numbers', label: m('tabNumbers'), content: <WhitelistPanel kind="phone" /> },
    { id: 'emails', label: m('tabEmails'), content: <WhitelistPanel kind="email" /> },
    { id: 'requests', label: m('tabRequests'), content: <AccessRequestsPanel /> },
  ];

  return (
    <div ref={toolRef}>
      {userName && <p className="admin-note">{m('signedInAsAdmin', { userName })}</p>}
      <AdminNav />
      <Tabs tabs={tabs} label={m('toolTabsLabel')} id="whitelist-tool" />
    </div>
  );
}
