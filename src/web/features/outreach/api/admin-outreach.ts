// The admin side of the front door: GET /api/admin/waitlist, POST /api/admin/invitations,
// GET /api/admin/contact-messages, PUT /api/admin/registration-mode.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessagesPage,
  InvitationCreated,
  RegistrationModeAnswer,
  WaitlistPage,
} from '#shared/outreach.schema';
import type { RegistrationMode } from '#shared/outreach-messages';
import { apiGet, apiRequest } from '#web/lib/api-client';

const pageParams = (page: number) => new URLSearchParams({ page: String(page) });

export function useWaitlist(page: number) {
  return useQuery({
    queryKey: ['admin', 'waitlist', page] as const,
    queryFn: ({ signal }) =>
      apiGet<WaitlistPage>('/api/admin/waitlist', { signal, searchParams: pageParams(page) }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', page] as const,
    queryFn: ({ signal }) =>
      apiGet<ContactMessagesPage>('/api/admin/contact-messages', { signal, searchParams: pageParams(page) }),
    placeholderData: keepPreviousData,
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<InvitationCreated>('/api/admin/invitations', { method: 'POST', body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'waitlist'] }),
  });
}

export function useSetRegistrationMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: RegistrationMode) =>
      apiRequest<RegistrationModeAnswer>('/api/admin/registration-mode', { method: 'PUT', body: { mode } }),
    // GET /api/site carries the mode (the register page and this page read it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}
