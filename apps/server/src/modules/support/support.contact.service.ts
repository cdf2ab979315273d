import { DEFAULT_LOCALE } from '@portal/contract/locale';
import { SUPPORT_ERROR_CODES, type contactUsBodySchema } from '@portal/contract/support';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { callerCompanyId } from '../../platform/authorization.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest } from '../../platform/errors.js';
import * as repo from './support.repository.js';
import { ANONYMOUS, isCallersOwnAddress, loadTitles, mayConfirmTo, type SupportCtx } from './support.shared.js';
import { supportText } from './support.texts.js';

// Contact us (spec section 3): the support details and reasons, and a message to the support mailbox.

export async function contactInfo(ctx: SupportCtx, caller: Caller, phone: string) {
  const [all, titleOf] = await Promise.all([
    repo.listActiveCategories(ctx.db),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
  ]);
  return {
    phone,
    email: ctx.config.supportEmail,
    hours: supportText(caller.locale, 'hours'),
    reasons: all.filter((c) => c.kind === 'CONTACT_REASON').map((c) => ({ id: c.id, title: titleOf(c.id) })),
  };
}

type ContactMessage = z.output<typeof contactUsBodySchema>;

/** The acknowledgement echoes the message only to the caller's own account address; others get the fixed text. */
async function acknowledgeContact(
  ctx: SupportCtx,
  trx: Db,
  caller: Caller,
  body: ContactMessage,
  reasonTitle: string,
  companyId: number | null,
): Promise<void> {
  const verified = await isCallersOwnAddress(trx, caller, body.email);
  if (!verified && !(await mayConfirmTo(ctx, trx, body.email))) return;
  const text = verified
    ? supportText(caller.locale, 'contactAckBody', { name: body.firstName, reason: reasonTitle, message: body.message })
    : supportText(caller.locale, 'contactAckBodyFixed', { reason: reasonTitle });
  await ctx.mailer.send(
    {
      to: body.email,
      subject: supportText(caller.locale, 'contactAckSubject'),
      text,
      template: 'contact-us-ack',
      locale: caller.locale,
      companyId,
    },
    trx,
  );
}

/** POST contact-us: the message to the support mailbox, an acknowledgement to the sender. */
export async function contactUs(ctx: SupportCtx, caller: Caller, body: ContactMessage): Promise<{ status: 'sent' }> {
  const reason = (await repo.listActiveCategories(ctx.db)).find(
    (c) => c.kind === 'CONTACT_REASON' && c.id === body.reason,
  );
  if (!reason) throw badRequest(SUPPORT_ERROR_CODES.reasonUnknown, 'Choose a contact reason from the list.');
  const [teamTitles, senderTitles] = await Promise.all([
    loadTitles(ctx, DEFAULT_LOCALE, DEFAULT_LOCALE),
    loadTitles(ctx, caller.locale, caller.market.defaultLocale),
  ]);
  const companyId = caller.auth ? callerCompanyId(caller.auth) : null;
  const name = `${body.firstName} ${body.lastName}`;
  // Both messages and the record, or none of them.
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.mailer.send(
      {
        to: ctx.config.supportEmail,
        subject: `Contact us: ${teamTitles(reason.id)} (${name}, ${caller.market.code})`,
        text: [
          `Reason: ${teamTitles(reason.id)}`,
          `From: ${name} <${body.email}>`,
          `Company: ${body.companyName}`,
          `Phone: ${body.phone || '-'}`,
          `Market: ${caller.market.code}; language: ${caller.locale}; signed in as: ${caller.auth?.loginId ?? '-'}; form variant: ${body.variant ?? '-'}`,
          '',
          body.message,
        ].join('\n'),
        template: 'contact-us-team',
        locale: DEFAULT_LOCALE,
        companyId,
      },
      trx,
    );
    await acknowledgeContact(ctx, trx, caller, body, senderTitles(reason.id), companyId);
    await recordActivity(trx, ctx.clock, {
      actor: caller.auth?.loginId ?? ANONYMOUS,
      companyId,
      entityType: 'CONTACT_US',
      entityId: body.email,
      event: 'CONTACT_US_SENT',
      description: `Contact-us message about "${teamTitles(reason.id)}" from ${name}`,
    });
  });
  return { status: 'sent' };
}
