/**
 * Every text the shop shows or answers, in one place. The spec's own Dutch texts are kept verbatim;
 * the few English ones it quotes are shown in Dutch with the same meaning (docs/texts.md maps them).
 * One file per part of the shop; a new domain adds its section file and one line here. Scripts on
 * shop pages (*.client.ts) import their section file instead, so a page does not ship every text
 * (decision 015).
 */
import * as account from './account';
import * as accountingTexts from './accounting';
import * as address from './address';
import * as care from './care';
import * as checkout from './checkout';
import * as consentTexts from './consent';
import * as delivery from './delivery';
import * as discounts from './discounts';
import * as emailVerificationTexts from './email-verification';
import * as mail from './mail';
import * as orderMails from './order-mails';
import * as phoneOrders from './phone-orders';
import * as refill from './refill';
import * as refundTexts from './refunds';
import * as returnTexts from './returns';
import * as safety from './safety';
import * as shell from './shell';
import * as shop from './shop';
import * as siteContent from './site-content';
import * as staff from './staff';
import * as staffScreens from './staff-screens';
import * as subscriptions from './subscriptions';
import * as trial from './trial';

export const messages = {
  ...shop,
  ...shell,
  ...checkout,
  ...delivery,
  ...discounts,
  ...account,
  ...address,
  ...subscriptions,
  ...staff,
  ...mail,
  ...orderMails,
  ...staffScreens,
  ...care,
  ...trial,
  ...safety,
  ...refill,
  ...refundTexts,
  ...returnTexts,
  ...emailVerificationTexts,
  ...consentTexts,
  ...accountingTexts,
  ...siteContent,
  ...phoneOrders,
} as const;
