import { baseApi } from '@/lib/base-api';

// Wire types of the three inquiry endpoints. Days are 'YYYY-MM-DD'.

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
}

export interface BulkRidesInquiryRequest extends ContactPayload {
  details: string;
  inquiryType: 'bulk-rides';
  /** the owner's address as the page knows it; the server ignores it and mails its configured owner */
  recipientEmail: string;
}

export type DateFlexibility = 'exact' | 'few-days' | 'week' | 'flexible';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'any';

export interface LongHaulInquiryRequest extends ContactPayload {
  pickupLocation: string;
  deliveryLocation: string;
  itemDescription: string;
  approximateWeight?: string;
  approximateSize?: string;
  /** 'YYYY-MM-DD' */
  preferredDate?: string;
  dateFlexibility?: DateFlexibility;
}

export interface HandymanInquiryRequest extends ContactPayload {
  jobAddress: string;
  jobDescription: string;
  /** 'YYYY-MM-DD' */
  preferredDate?: string;
  preferredTimeOfDay?: TimeOfDay;
}

export interface InquiryResponse {
  success: boolean;
  /** opaque id of the stored inquiry */
  id: string;
  message: string;
}

// Loaded only with the lazy inquiry forms, so '/' does not download these endpoints.
export const inquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendBulkRidesInquiry: build.mutation<InquiryResponse, BulkRidesInquiryRequest>({
      query: (body) => ({ url: '/bulk-rides-inquiry', method: 'POST', body }),
    }),
    sendLongHaulInquiry: build.mutation<InquiryResponse, LongHaulInquiryRequest>({
      query: (body) => ({ url: '/long-haul-inquiry', method: 'POST', body }),
    }),
    sendHandymanInquiry: build.mutation<InquiryResponse, HandymanInquiryRequest>({
      query: (body) => ({ url: '/handyman-inquiry', method: 'POST', body }),
    }),
  }),
});

export const { useSendBulkRidesInquiryMutation, useSendLongHaulInquiryMutation, useSendHandymanInquiryMutation } = inquiryApi;
