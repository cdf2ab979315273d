import { resolveLocale } from '@portal/contract/locale';
import {
  agentCanMove,
  deskSupportTypes,
  SUPPORT_ERROR_CODES,
  type DeskIncident,
  type DeskPage,
  type IncidentStatus,
} from '@portal/contract/support';
import type { deskListQuerySchema, deskReplyBodySchema } from '@portal/contract/support';
import type { z } from 'zod';
import type { Caller, SignedInCaller } from '../../platform/caller.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { OutgoingMail } from '../../platform/mail.js';
import { pageOf, sqlOrder, sqlWindow } from '../../platform/paging.js';
import { findUserById } from '../../platform/users.repository.js';
import { detailOf, rowOf, saveIncidentChange, type Role } from './support.incidents.service.js';
import * as repo from './support.repository.js';
import { authorName, loadTitles, trackLink, type SupportCtx } from './support.shared.js';
import { statusName, supportText } from './support.texts.js';

// The support team's desk (spec section 7): every market and company, replies, internal notes and status changes.

export async function deskList(
  ctx: SupportCtx,
  caller: Caller,
  query: z.output<typeof deskListQuerySchema>,
): Promise<DeskPage> {
  const filter: repo.IncidentFilter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.queueId !== undefined ? { queueId: query.queueId } : {}),
    ...(query.market ? { market: query.market } : {}),
    ...(query.supportType !== undefined ? { supportType: query.supportType } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
  const [{ rows, total }, titleOf] = await Promise.all([
    repo.pageIncidents(ctx.db, filter, sqlWindow(query), sqlOrder(query, repo.INCIDENT_SORT_COLUMNS)),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
  ]);
  const items = rows.map((row) => ({
    ...rowOf(row),
    market: row.market,
    queueId: row.queue_id,
    supportType: { id: row.support_type, title: titleOf(row.support_type) },
    requesterName: `${row.first_name} ${row.last_name}`,
    companyName: row.company_name,
  }));
  return {
    ...pageOf(query, items, total),
    supportTypes: deskSupportTypes(query.market).map((id) => ({ id, title: titleOf(id) })),
  };
}

/** The incident as the desk sees it: any market, any company. */
async function existingIncident(ctx: SupportCtx, reference: string): Promise<repo.IncidentRecord> {
  const incident = await repo.findIncident(ctx.db, reference);
  if (!incident) throw notFound('No such incident');
  return incident;
}

export async function deskIncident(ctx: SupportCtx, caller: SignedInCaller, reference: string): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  const role: Role = incident.requester_user_id === caller.auth.userId ? 'requester' : 'agent';
  const [detail, requester] = await Promise.all([
    detailOf(ctx, caller, incident, role, true),
    incident.requester_user_id === null ? null : findUserById(ctx.db, incident.requester_user_id),
  ]);
  return {
    ...detail,
    queueId: incident.queue_id,
    productId: incident.product_id,
    callerId: incident.caller_id,
    entryType: incident.entry_type,
    requesterLoginId: requester?.login_id ?? null,
  };
}

/** The requester is told in the incident's language, at the address they gave. */
function mailToRequester(
  ctx: SupportCtx,
  incident: repo.IncidentRecord,
  template: 'reply' | 'status',
  values: Record<string, string>,
): OutgoingMail {
  const locale = resolveLocale(incident.locale);
  const common = {
    name: incident.first_name,
    reference: incident.reference,
    link: trackLink(ctx, incident.market, incident.reference),
    ...values,
  };
  return {
    to: incident.primary_contact_email,
    subject: supportText(locale, template === 'reply' ? 'replySubject' : 'statusSubject', common),
    text: supportText(locale, template === 'reply' ? 'replyBody' : 'statusBody', common),
    template: template === 'reply' ? 'support-incident-reply' : 'support-incident-status',
    locale,
    companyId: incident.company_id,
  };
}

export async function deskReply(
  ctx: SupportCtx,
  caller: SignedInCaller,
  reference: string,
  body: z.output<typeof deskReplyBodySchema>,
): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    thread: {
      authorKind: 'agent',
      authorUserId: caller.auth.userId,
      authorName: await authorName(ctx, caller.auth),
      text: body.text,
      internal: body.internal,
    },
    event: body.internal ? 'INCIDENT_NOTE_ADDED' : 'INCIDENT_REPLIED',
    description: body.internal
      ? `Internal note added to incident ${reference}`
      : `Support replied to incident ${reference}`,
    ...(body.internal ? {} : { mail: mailToRequester(ctx, incident, 'reply', { text: body.text }) }),
  });
  return deskIncident(ctx, caller, reference);
}

export async function deskChangeStatus(
  ctx: SupportCtx,
  caller: SignedInCaller,
  reference: string,
  next: IncidentStatus,
): Promise<DeskIncident> {
  const incident = await existingIncident(ctx, reference);
  const status = incident.status;
  if (!agentCanMove(status, next))
    throw new AppError(409, SUPPORT_ERROR_CODES.statusChangeNotAllowed, 'The incident already has this status.');
  await saveIncidentChange(ctx, incident, {
    actor: caller.auth.loginId,
    status: next,
    event: 'INCIDENT_STATUS_CHANGED',
    description: `Incident ${reference}: ${status} -> ${next}`,
    mail: mailToRequester(ctx, incident, 'status', { status: statusName(resolveLocale(incident.locale), next) }),
  });
  return deskIncident(ctx, caller, reference);
}
