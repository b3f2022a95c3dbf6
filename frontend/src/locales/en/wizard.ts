// The booking wizard: choosing a service, the trip and schedule, the quote.
export const wizard = {};
