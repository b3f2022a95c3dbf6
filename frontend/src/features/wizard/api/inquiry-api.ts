import type { BulkRidesInquiryRequest, HandymanInquiryRequest, InquiryReceived, LongHaulInquiryRequest } from '@contracts/inquiry.contract.js';
import { baseApi } from '@/lib/base-api';

export type DateFlexibility = NonNullable<LongHaulInquiryRequest['dateFlexibility']>;
export type TimeOfDay = NonNullable<HandymanInquiryRequest['preferredTimeOfDay']>;

// Loaded only with the lazy inquiry forms, so '/' does not download these endpoints.
export const inquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendBulkRidesInquiry: build.mutation<InquiryReceived, BulkRidesInquiryRequest>({
      query: (body) => ({ url: '/bulk-rides-inquiry', method: 'POST', body }),
    }),
    sendLongHaulInquiry: build.mutation<InquiryReceived, LongHaulInquiryRequest>({
      query: (body) => ({ url: '/long-haul-inquiry', method: 'POST', body }),
    }),
    sendHandymanInquiry: build.mutation<InquiryReceived, HandymanInquiryRequest>({
      query: (body) => ({ url: '/handyman-inquiry', method: 'POST', body }),
    }),
  }),
});

export const { useSendBulkRidesInquiryMutation, useSendLongHaulInquiryMutation, useSendHandymanInquiryMutation } = inquiryApi;
