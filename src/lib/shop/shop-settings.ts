import { z } from '../zod';
import { optionalEmail, optionalText, requiredText } from '../schemas/fields';
import { DEFAULT_PAYMENT_WINDOW_DAYS } from './orders';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyField, pixTextField } from './pix-key';
import { postalCodeField } from './cep-regions';
import { intField, moneyField, optionalCepField, serviceCodeField, statesField } from './fields';
import { PICKUP_NAME, SHIPPING_SERVICES } from './services';
import { MAX_MELHORENVIO_SERVICES, type MelhorEnvioService } from './melhorenvio';
import { PROVIDERS, type CredentialField, type MercadoPagoSecret, type Provider } from './provider-credentials';

// The providers and their credential rules live without zod (./provider-credentials.ts), for /conta/shop's form.
export {
  credentialErrors,
  CREDENTIAL_FIELDS,
  MERCADOPAGO_SETTINGS,
  melhorEnvioErrors,
  mercadoPagoErrors,
  PROVIDERS,
  type CredentialField,
  type MercadoPagoMethod,
  type MercadoPagoSecret,
  type Provider,
} from './provider-credentials';

/** Most rows of the rate table. */
export const MAX_RATES = 1000;

/** One service as the shop offers it: its display name, whether it is on, its code in the Correios contract. */
export const serviceSettingSchema = z.object({
  code: serviceCodeField(),
  name: requiredText('Nome do serviço', 60),
  enabled: z.boolean({ error: 'O campo Oferecer deve ser verdadeiro ou falso.' }),
  contract_code: optionalText('Código no contrato', 5).refine(
    (v) => v === null || /^\d{5}$/.test(v),
    'O campo Código no contrato deve ter 5 dígitos, como 03298.',
  ),
});

/** One row of the rate table: a service, a destination (states or a CEP range), a weight band, price and days. */
export const rateSchema = z
  .object({
    service: serviceCodeField(),
    states: statesField('Estados'),
    cep_start: optionalCepField(),
    cep_end: optionalCepField(),
    max_weight_g: intField('Peso até (g)', 1, 30_000),
    price_cents: moneyField('Preço'),
    days: intField('Prazo (dias)', 0, 90),
  })
  .superRefine((rate, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const range = rate.cep_start !== null || rate.cep_end !== null;
    if (range && rate.cep_start === null) issue('cep_start', 'Informe o CEP inicial e o CEP final da faixa.');
    if (range && rate.cep_end === null) issue('cep_end', 'Informe o CEP inicial e o CEP final da faixa.');
    if (rate.cep_start && rate.cep_end && rate.cep_start > rate.cep_end) {
      issue('cep_end', 'O CEP final deve ser igual ou maior que o CEP inicial.');
    }
    if (!range && rate.states.length === 0) issue('states', 'Informe os estados ou uma faixa de CEP.');
    if (range && rate.states.length > 0) issue('states', 'Use estados ou uma faixa de CEP, não os dois.');
  });

const pickupSchema = z
  .object({
    enabled: z.boolean({ error: 'O campo Retirada deve ser verdadeiro ou falso.' }),
    name: requiredText('Nome da retirada', 60),
    address: optionalText('Endereço de retirada', 300),
  })
  .refine((pickup) => !pickup.enabled || pickup.address !== null, {
    path: ['address'],
    message: 'Informe o endereço de retirada.',
  });

const freeShippingSchema = z
  .object({
    enabled: z.boolean({ error: 'O campo Frete grátis deve ser verdadeiro ou falso.' }),
    min_subtotal_cents: moneyField('Pedido mínimo'),
    services: z.array(serviceCodeField(), { error: 'O campo Serviços deve ser uma lista.' }).transform((codes) => [...new Set(codes)]),
    states: statesField('Estados'),
  })
  .refine((rule) => !rule.enabled || rule.services.length > 0, {
    path: ['services'],
    message: 'Escolha ao menos um serviço com frete grátis.',
  });

/** The abandoned-cart e-mail's delay: at least 1 hour, at most 3 days, 4 hours unless the shop says otherwise. */
export const ABANDONED_CART_MIN_HOURS = 1;
export const ABANDONED_CART_MAX_HOURS = 72;
export const DEFAULT_ABANDONED_CART_HOURS = 4;

/** Longest payment instructions text. */
export const MAX_PAYMENT_INSTRUCTIONS = 2000;

/**
 * The offline Pix / bank transfer: on or off, the organisation's own Pix key with the receiver's name and city that
 * the BR Code carries, what the customer is told to do, and how many days an order waits. With a key, the
 * customer gets a "copia e cola" code and its QR, so the instructions may stay empty.
 */
const pixManualSchema = z
  .object({
    enabled: z.boolean({ error: 'O campo Pix / transferência deve ser verdadeiro ou falso.' }),
    pix_key: pixKeyField(),
    receiver_name: pixTextField('Nome do recebedor', PIX_NAME_MAX),
    receiver_city: pixTextField('Cidade do recebedor', PIX_CITY_MAX),
    instructions: optionalText('Instruções de pagamento', MAX_PAYMENT_INSTRUCTIONS),
    window_days: intField('Prazo para pagamento (dias)', 1, 30),
  })
  .superRefine((method, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (method.enabled && method.instructions === null && method.pix_key === null) {
      issue('instructions', 'Informe a chave Pix ou as instruções de pagamento (os dados da conta).');
    }
    if (method.pix_key !== null && method.receiver_name === null) issue('receiver_name', 'Informe o nome do recebedor, que vai no código Pix.');
    if (method.pix_key !== null && method.receiver_city === null) issue('receiver_city', 'Informe a cidade do recebedor, que vai no código Pix.');
  });

/** A payment through Mercado Pago (its Pix, or card on Checkout Pro): on or off, and the days an order waits for it. */
const providerMethodSchema = (name: string, windowDays: number) =>
  z
    .object({
      enabled: z.boolean({ error: `O campo ${name} deve ser verdadeiro ou falso.` }),
      window_days: intField('Prazo para pagamento (dias)', 1, 30),
    })
    .default({ enabled: false, window_days: windowDays });

/** The most installments Checkout Pro may offer by card: Mercado Pago's own ceiling in Brazil. */
export const MAX_INSTALLMENTS = 12;
/** Business days a boleto can be paid by default. */
export const DEFAULT_BOLETO_WINDOW_DAYS = 3;

/**
 * Checkout Pro (issues 14 and 23): on or off with the days an order waits for a card, the most installments the page
 * offers (1 to 12: `payment_methods.installments`), and boleto on or off with its own window in business days (the
 * boleto's due date). A shop saved before these existed, or a client that leaves them out, gets 12×, no boleto, 3 days.
 */
const checkoutMethodSchema = z
  .object({
    enabled: z.boolean({ error: 'O campo Cartão pelo Mercado Pago deve ser verdadeiro ou falso.' }),
    window_days: intField('Prazo para pagamento (dias)', 1, 30),
    max_installments: intField('Parcelas no cartão', 1, MAX_INSTALLMENTS).default(MAX_INSTALLMENTS),
    boleto_enabled: z.boolean({ error: 'O campo Boleto bancário deve ser verdadeiro ou falso.' }).default(false),
    boleto_window_days: intField('Prazo do boleto (dias úteis)', 1, 30).default(DEFAULT_BOLETO_WINDOW_DAYS),
  })
  .default({ enabled: false, window_days: 3, max_installments: MAX_INSTALLMENTS, boleto_enabled: false, boleto_window_days: DEFAULT_BOLETO_WINDOW_DAYS });

/** How the shop takes payment: the offline Pix / transferência, and Mercado Pago's Pix and Checkout Pro. */
export const paymentsSchema = z.object({
  pix_manual: pixManualSchema,
  // A Mercado Pago Pix QR lasts a day by default; a card payment may stay pending (under review) longer.
  mercadopago_pix: providerMethodSchema('Pix pelo Mercado Pago', 1),
  mercadopago_checkout: checkoutMethodSchema,
});
/** The payment settings as stored. */
export type PaymentSettings = z.output<typeof paymentsSchema>;

/**
 * A shop never set up takes no payment until its admin gives a Pix key or instructions in /conta/shop
 * and turns it on (3 days to pay by default): an order never starts without a way to pay it.
 */
export const DEFAULT_PAYMENTS: PaymentSettings = {
  pix_manual: { enabled: false, pix_key: null, receiver_name: null, receiver_city: null, instructions: null, window_days: DEFAULT_PAYMENT_WINDOW_DAYS },
  mercadopago_pix: { enabled: false, window_days: 1 },
  mercadopago_checkout: { enabled: false, window_days: 3, max_installments: MAX_INSTALLMENTS, boleto_enabled: false, boleto_window_days: DEFAULT_BOLETO_WINDOW_DAYS },
};

/** The chosen services of /conta/shop: Melhor Envio's ids, without repeats (empty offers every service). */
export const melhorEnvioServicesField = () =>
  z
    .array(
      z
        .number({ error: 'O campo Serviços do Melhor Envio deve listar números de serviço.' })
        .int('O campo Serviços do Melhor Envio deve listar números de serviço.')
        .min(1, 'O campo Serviços do Melhor Envio deve listar números de serviço.')
        .max(999_999, 'O campo Serviços do Melhor Envio deve listar números de serviço.'),
      { error: 'O campo Serviços do Melhor Envio deve ser uma lista.' },
    )
    .max(MAX_MELHORENVIO_SERVICES, `Escolha no máximo ${MAX_MELHORENVIO_SERVICES} serviços do Melhor Envio.`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** A write-only secret: empty keeps the stored value. */
const secret = (label: string, max: number) => optionalText(label, max);

/** Everything /conta/shop saves with PUT /api/shop/settings; the credentials are write-only. */
export const shopSettingsSchema = z.object({
  origin_cep: postalCodeField(),
  packaging_weight_g: intField('Peso da embalagem (g)', 0, 30_000),
  handling_days: intField('Prazo de manuseio (dias)', 0, 60),
  provider: z.enum(PROVIDERS, { error: 'O campo Provedor deve ser Tabela, Correios ou Melhor Envio.' }),
  services: z
    .array(serviceSettingSchema, { error: 'O campo Serviços deve ser uma lista.' })
    .max(SHIPPING_SERVICES.length, 'Cada serviço deve aparecer uma vez.')
    .refine((list) => new Set(list.map((s) => s.code)).size === list.length, 'Cada serviço deve aparecer uma vez.'),
  pickup: pickupSchema,
  free_shipping: freeShippingSchema,
  rates: z.array(rateSchema, { error: 'O campo Tabela de fretes deve ser uma lista.' }).max(MAX_RATES, `No máximo ${MAX_RATES} linhas na tabela de fretes.`),
  correios_user: secret('Usuário dos Correios', 100),
  correios_access_code: secret('Código de acesso', 200),
  correios_contract: secret('Contrato', 20),
  correios_card: secret('Cartão de postagem', 20),
  correios_clear: z.boolean({ error: 'O campo Remover credenciais deve ser verdadeiro ou falso.' }).optional(),
  melhorenvio_token: secret('Token do Melhor Envio', 4000),
  melhorenvio_clear: z.boolean({ error: 'O campo Remover token do Melhor Envio deve ser verdadeiro ou falso.' }).optional(),
  // Absent keeps what is stored, as `payments` (a client of another part does not reset them).
  melhorenvio_email: optionalEmail('E-mail técnico do Melhor Envio').optional(),
  melhorenvio_services: melhorEnvioServicesField().optional(),
  mercadopago_access_token: secret('Access token do Mercado Pago', 300),
  mercadopago_webhook_secret: secret('Assinatura secreta do webhook', 300),
  mercadopago_clear: z.boolean({ error: 'O campo Remover credenciais do Mercado Pago deve ser verdadeiro ou falso.' }).optional(),
  // Absent keeps what is stored (a client of the shipping part alone does not reset them).
  payments: paymentsSchema.optional(),
  notify_email: optionalEmail('E-mail da loja').optional(),
  // The abandoned-cart e-mail: on or off, and after how many hours a logged-in customer's untouched cart gets it.
  // Absent keeps what is stored (on, 4 hours for a shop never saved).
  abandoned_cart_enabled: z.boolean({ error: 'O campo Lembrete de carrinho abandonado deve ser verdadeiro ou falso.' }).optional(),
  abandoned_cart_hours: intField('Horas até o lembrete', ABANDONED_CART_MIN_HOURS, ABANDONED_CART_MAX_HOURS).optional(),
});
/** What the shop settings form sends. */
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
/** Validated shop settings as sent (secrets null when left empty). */
export type ShopSettingsData = z.output<typeof shopSettingsSchema>;
/** One offered service as stored. */
export type ServiceSetting = z.output<typeof serviceSettingSchema>;
/** One rate row as stored. */
export type Rate = z.output<typeof rateSchema>;

/** The shop settings as GET /api/shop/settings answers them: no secret, only whether each one is stored. */
export type ShopSettingsView = Omit<
  ShopSettingsData,
  | CredentialField
  | MercadoPagoSecret
  | 'correios_clear'
  | 'mercadopago_clear'
  | 'origin_cep'
  | 'payments'
  | 'notify_email'
  | 'melhorenvio_token'
  | 'melhorenvio_clear'
  | 'melhorenvio_email'
  | 'melhorenvio_services'
  | 'abandoned_cart_enabled'
  | 'abandoned_cart_hours'
> & {
  /** The abandoned-cart e-mail: on or off, and its delay in hours. */
  abandoned_cart_enabled: boolean;
  abandoned_cart_hours: number;
  /**
   * Melhor Envio: whether its token is stored (never its value), the technical e-mail, the services chosen (empty:
   * all), the services its quotes have named so far (what /conta/shop offers to choose from), and its last failure.
   */
  melhorenvio: {
    has_token: boolean;
    email: string | null;
    services: number[];
    known_services: MelhorEnvioService[];
    status: { last_error: string | null; last_error_at: string | null };
  };
  /**
   * Whether each Mercado Pago secret is stored (never its value), and the address its notifications go to (from the
   * server's SITE_URL; null when it is not configured).
   */
  mercadopago: { has_access_token: boolean; has_webhook_secret: boolean; webhook_url: string | null };
  origin_cep: string | null;
  payments: PaymentSettings;
  notify_email: string | null;
  credentials: Record<CredentialField, boolean>;
  has_correios_credentials: boolean;
  correios_status: { last_error: string | null; last_error_at: string | null };
};

/** Every reference service in order: the stored setting of each, else its default name, off. */
export function withAllServices(stored: readonly ServiceSetting[], enabled: readonly string[] = []): ServiceSetting[] {
  return SHIPPING_SERVICES.map(
    (service) =>
      stored.find((s) => s.code === service.code) ?? { code: service.code, name: service.name, enabled: enabled.includes(service.code), contract_code: null },
  );
}

/** The settings of a shop never saved: the table provider with PAC and SEDEX, no rates, pickup or free shipping. */
export const DEFAULT_SHOP = {
  origin_cep: null,
  services: withAllServices([], ['04510', '04014']),
  packaging_weight_g: 0,
  handling_days: 0,
  provider: 'tabela' as Provider,
  pickup: { enabled: false, name: PICKUP_NAME, address: null },
  free_shipping: { enabled: false, min_subtotal_cents: 0, services: [] as string[], states: [] as string[] },
  abandoned_cart_enabled: true,
  abandoned_cart_hours: DEFAULT_ABANDONED_CART_HOURS,
};
