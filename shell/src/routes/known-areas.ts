// Every client route of the portal (spec 01 section 2 and spec 02 section 2). A remote registered
// in /remotes.json normally owns each of them; until one does (the area is not deployed yet, or
// its remote was removed) the shell still answers the path with an accessible "not available"
// page instead of a 404, behind the same sign-in rules the real page has.
import type { ShellMessageKey } from '../messages';

export interface KnownArea {
  path: string;
  titleKey: ShellMessageKey;
  requiresToken: boolean;
  requiresLibraryScope?: boolean;
}

// Public pages (spec 01 section 2): signup, login, access request, approval, link-phone
// confirmation and whitelist. Everything else needs a token.
const publicPage = (path: string, titleKey: ShellMessageKey): KnownArea => ({
  path,
  titleKey,
  requiresToken: false,
});
const signedIn = (path: string, titleKey: ShellMessageKey): KnownArea => ({
  path,
  titleKey,
  requiresToken: true,
});
const library = (path: string, titleKey: ShellMessageKey): KnownArea => ({
  path,
  titleKey,
  requiresToken: true,
  requiresLibraryScope: true,
});

export const KNOWN_AREAS: readonly KnownArea[] = [
  // Accounts and admin (spec 01)
  publicPage('/signup', 'titleSignup'),
  publicPage('/login', 'titleLogin'),
  publicPage('/link', 'titleLink'),
  signedIn('/link/:toLink', 'titleLinkEmailOrPhone'),
  publicPage('/requestAccess', 'titleRequestAccess'),
  publicPage('/approval', 'titleApproval'),
  publicPage('/whitelist', 'titleWhitelist'),
  signedIn('/profile', 'titleProfile'),
  signedIn('/edit-profile', 'titleEditProfile'),
  signedIn('/edit-account', 'titleEditAccount'),
  signedIn('/reset-password', 'titleResetPassword'),
  signedIn('/orgProfile', 'titleOrgProfile'),
  // Feature areas (spec 02)
  signedIn('/docaccess', 'titleDocumentAccessibility'),
  signedIn('/docaccess/new', 'titleDocumentAccessibility'),
  signedIn('/docaccess/uploading', 'titleDocumentAccessibility'),
  signedIn('/avaccess', 'titleMediaAccessibility'),
  signedIn('/avaccess/new', 'titleMediaAccessibility'),
  signedIn('/avaccess/uploading', 'titleMediaAccessibility'),
  library('/library', 'titleLibrary'),
  library('/bookshelf', 'titleBookShelf'),
  library('/category/:language/books', 'titleCategory'),
  library('/category/:language/:mainCategory/:category', 'titleCategory'),
  library('/category/:language/other/:categoryName', 'titleCategory'),
  library('/play/:mainCategory/:category/:bookName', 'titlePlay'),
  signedIn('/opportunity', 'titleCareerDiscovery'),
  signedIn('/opportunity/new', 'titleCareerDiscovery'),
  signedIn('/opportunity/chatbot', 'titleCareerDiscovery'),
  signedIn('/opportunity/uploadingResume/:purpose', 'titleCareerDiscovery'),
  signedIn('/jobs', 'titleJobs'),
  signedIn('/appliedjob', 'titleAppliedJob'),
  signedIn('/resumeforjobs', 'titleResumeForJobs'),
  signedIn('/chatbot', 'titleInformationAccess'),
  signedIn('/browser-agent', 'titleBrowserAgent'),
  signedIn('/news', 'titleNews'),
];
