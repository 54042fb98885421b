import { z } from 'zod';
import type { AddressDto } from './address';
import type { CartItemDto } from './cart';
import type { CategoryDto, ProductDto, SubCategoryDto } from './catalogue';
import { errorEnvelope, successEnvelope } from './envelope';
import type { BoardDto } from './fulfilment';
import type { CheckoutResponse, OrderDto, PaymentMethods } from './order';
import { orderStatuses } from './order-status';
import type { SuggestionDto, SynonymGroupDto } from './search';
import type {
  AddressServiceDto,
  LocationDto,
  ProductStoreStockDto,
  StockImportReport,
  StoreDto,
  StoreMemberDto,
  StoreStockRowDto,
} from './store';

/*
 * The answers of the API as zod schemas: the server declares them on its routes (they serialize the
 * answers and make the OpenAPI document, docs/openapi.json, complete). Each schema is checked at compile
 * time against the wire type the web reads (below), so the two cannot drift and a field cannot be dropped
 * by the serializer unnoticed. The web imports the types, never this file, so zod stays out of its pages.
 */

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

const categoryFields = { _id: z.string(), name: z.string(), image: z.string() };
// An id names a schema in the OpenAPI document (components), so each appears there once.
export const categoryRef = z.object(categoryFields).meta({ id: 'CategoryRef' });
export const categoryDto = z.object({ ...categoryFields, ...timestamps }).meta({ id: 'Category' });
export const subCategoryDto = z
  .object({ ...categoryFields, ...timestamps, category: z.array(categoryRef) })
  .meta({ id: 'SubCategory' });

export const productDto = z
  .object({
    _id: z.string(),
    name: z.string(),
    image: z.array(z.string()),
    category: z.array(categoryDto),
    subCategory: z.array(subCategoryDto),
    unit: z.string(),
    stock: z.number(),
    price: z.number(),
    discount: z.number(),
    description: z.string(),
    more_details: z.record(z.string(), z.string()),
    publish: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Product' });

export const cartItemDto = z
  .object({
    _id: z.string(),
    productId: productDto,
    quantity: z.number(),
    userId: z.string(),
    ...timestamps,
  })
  .meta({ id: 'CartItem' });

const addressFields = {
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile: z.string(),
};
export const addressDto = z
  .object({
    _id: z.string(),
    userId: z.string(),
    ...addressFields,
    status: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Address' });

export const orderItemDto = z
  .object({
    productId: z.string(),
    name: z.string(),
    image: z.array(z.string()),
    unit: z.string(),
    price: z.number(),
    discount: z.number(),
    quantity: z.number(),
    lineTotal: z.number(),
  })
  .meta({ id: 'OrderItem' });

export const orderDto = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    userId: z.string(),
    items: z.array(orderItemDto),
    product_details: z.object({ name: z.string(), image: z.array(z.string()) }),
    delivery_address: z.object({ _id: z.string(), ...addressFields }),
    subTotalAmt: z.number(),
    totalAmt: z.number(),
    payment_method: z.enum(['COD', 'CARD']),
    payment_status: z.enum(['pending', 'paid', 'failed', 'refunded']),
    status: z.enum(orderStatuses),
    paymentId: z.string(),
    refund_id: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    status_history: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
    reservation_expires_at: z.string().nullable(),
    store_id: z.string(),
    eta_minutes: z.number().nullable(),
    promised_at: z.string().nullable(),
    rider: z.object({ _id: z.string(), name: z.string(), mobile: z.string().nullable() }).nullable(),
    cash_collected: z.number().nullable(),
    ...timestamps,
  })
  .meta({ id: 'Order' });

export const paymentMethods = z.object({ card: z.boolean(), cashOnDelivery: z.boolean() });

const checkoutSession = { id: z.string(), url: z.string() };
export const checkoutResponse = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  ...checkoutSession,
  data: z.object({ ...checkoutSession, order: orderDto }),
});

/** An uploaded image: `data.url` is what the old client reads. */
export const uploadedImage = z
  .object({
    url: z.string(),
    secure_url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number(),
    height: z.number(),
  })
  .meta({ id: 'UploadedImage' });

export const synonymGroupDto = z
  .object({ _id: z.string(), terms: z.array(z.string()), createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'SynonymGroup' });
export const suggestionDto = z
  .object({
    kind: z.enum(['product', 'category', 'subcategory', 'query']),
    text: z.string(),
    _id: z.string().optional(),
    path: z.string().optional(),
    image: z.string().optional(),
  })
  .meta({ id: 'Suggestion' });

export const storeDto = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
    pincode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radiusKm: z.number(),
    servedPincodes: z.array(z.string()),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    isOpen: z.boolean(),
    ridersOnShift: z.number(),
    isDefault: z.boolean(),
    area: z.string(),
    ...timestamps,
  })
  .meta({ id: 'Store' });
export const storeMemberDto = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(['STORE_STAFF', 'RIDER']),
  stores: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export const storeStockRowDto = z.object({
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  image: z.string(),
  stock: z.number(),
});
export const productStoreStockDto = z.object({
  storeId: z.string(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  stock: z.number(),
});
export const stockImportReport = z.object({
  rows: z.number(),
  updated: z.number(),
  rejected: z.array(z.object({ line: z.number(), message: z.string() })),
});
export const locationDto = z
  .object({
    chosen: z.boolean(),
    pincode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    label: z.string(),
    addressId: z.string().nullable(),
    served: z.boolean(),
    reason: z.string().nullable(),
    store: z.object({ _id: z.string(), name: z.string() }).nullable(),
    etaMinutes: z.number().nullable(),
  })
  .meta({ id: 'Location' });
export const addressServiceDto = z.object({
  addressId: z.string(),
  served: z.boolean(),
  reason: z.string().nullable(),
  storeName: z.string().nullable(),
  etaMinutes: z.number().nullable(),
});

export const boardDto = z.object({
  store: z.object({ _id: z.string(), name: z.string() }),
  orders: z.array(orderDto),
  categories: z.record(z.string(), z.string()),
  riders: z.array(z.object({ _id: z.string(), name: z.string(), mobile: z.string().nullable() })),
  today: z.object({
    orders: z.number(),
    delivered: z.number(),
    averageMinutes: z.number().nullable(),
    late: z.number(),
  }),
});

/** What a delete answers: the id that is gone. */
export const deletedId = z.object({ _id: z.string() });

/** The paging fields next to `data` in a paged list answer. */
const pageFields = { totalCount: z.number(), totalPage: z.number(), page: z.number(), limit: z.number() };

/**
 * A page of products: the admin list also sends `totalNoPage` (the page count, as the old client reads it);
 * a search that corrected a misspelt word sends what it searched for instead as `correctedSearch`; a broad
 * search counts its matches only so far, and then says `totalCapped: true` (more match than totalCount).
 */
export const productPage = successEnvelope(z.array(productDto)).extend({
  ...pageFields,
  totalNoPage: z.number().optional(),
  correctedSearch: z.string().optional(),
  totalCapped: z.boolean().optional(),
});
export const orderPage = successEnvelope(z.array(orderDto)).extend(pageFields);
export const storeStockPage = successEnvelope(z.array(storeStockRowDto)).extend(pageFields);

/** Every 4xx and 5xx answer. */
const errorAnswer = errorEnvelope.meta({ id: 'Error' });
export const errorResponses = { '4xx': errorAnswer, '5xx': errorAnswer } as const;

// Compile-time: each schema describes exactly the wire type the web reads.
// (Mutual assignability with the same keys: stricter identity checks trip over interface vs alias.)
type Same<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : false
  : false;
const same = <_ extends true>() => undefined;
same<Same<z.infer<typeof categoryDto>, CategoryDto>>();
same<Same<z.infer<typeof subCategoryDto>, SubCategoryDto>>();
same<Same<z.infer<typeof productDto>, ProductDto>>();
same<Same<z.infer<typeof cartItemDto>, CartItemDto>>();
same<Same<z.infer<typeof addressDto>, AddressDto>>();
same<Same<z.infer<typeof orderDto>, OrderDto>>();
same<Same<z.infer<typeof paymentMethods>, PaymentMethods>>();
same<Same<z.infer<typeof synonymGroupDto>, SynonymGroupDto>>();
same<Same<z.infer<typeof suggestionDto>, SuggestionDto>>();
same<Same<z.infer<typeof checkoutResponse>, CheckoutResponse>>();
same<Same<z.infer<typeof storeDto>, StoreDto>>();
same<Same<z.infer<typeof boardDto>, BoardDto>>();
same<Same<z.infer<typeof storeMemberDto>, StoreMemberDto>>();
same<Same<z.infer<typeof storeStockRowDto>, StoreStockRowDto>>();
same<Same<z.infer<typeof locationDto>, LocationDto>>();
same<Same<z.infer<typeof productStoreStockDto>, ProductStoreStockDto>>();
same<Same<z.infer<typeof stockImportReport>, StockImportReport>>();
same<Same<z.infer<typeof addressServiceDto>, AddressServiceDto>>();
