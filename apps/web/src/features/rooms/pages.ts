/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadAttendancePage = () => import('./attendance-page.tsx');
export const loadCreateRoomPage = () => import('./create-room-page.tsx');
export const loadGuestHistoryPage = () => import('./guest-history-page.tsx');
export const loadInvitationPage = () => import('./invitation-page.tsx');
export const loadInvitePage = () => import('./invite-page.tsx');
export const loadJoinRoomPage = () => import('./join-room-page.tsx');
export const loadManagePresentersPage = () => import('./manage-presenters-page.tsx');
export const loadManageRoomPage = () => import('./manage-room-page.tsx');
export const loadRoomHistoryPage = () => import('./room-history-page.tsx');
export const loadRoomPage = () => import('./room-page.tsx');
export const loadRoomsPage = () => import('./rooms-page.tsx');
