package com.tidewater.leadrouter;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.client.JerseyClientConfiguration;
import io.dropwizard.core.Configuration;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;

public class LeadRouterConfiguration extends Configuration {

    @Valid
    @NotNull
    @JsonProperty("calloway")
    private CallowayFactory calloway = new CallowayFactory();

    @Valid
    @NotNull
    @JsonProperty("stripe")
    private StripeFactory stripe = new StripeFactory();

    @Valid
    @NotNull
    @JsonProperty("enrichment")
    private EnrichmentFactory enrichment = new EnrichmentFactory();

    @Valid
    @NotNull
    @JsonProperty("jerseyClient")
    private JerseyClientConfiguration jerseyClient = new JerseyClientConfiguration();

    public CallowayFactory getCalloway() { return calloway; }
    public StripeFactory getStripe() { return stripe; }
    public EnrichmentFactory getEnrichment() { return enrichment; }
    public JerseyClientConfiguration getJerseyClient() { return jerseyClient; }

    public static class CallowayFactory {
        @NotEmpty @JsonProperty private String baseUri;
        @NotEmpty @JsonProperty private String apiKey;
        @NotEmpty @JsonProperty private String actingUserId;
        @NotEmpty @JsonProperty private String webhookSecret;
        @NotEmpty @JsonProperty private String inboundListId;

        public String getBaseUri() { return baseUri; }
        public String getApiKey() { return apiKey; }
        public String getActingUserId() { return actingUserId; }
        public String getWebhookSecret() { return webhookSecret; }
        public String getInboundListId() { return inboundListId; }
    }

    public static class StripeFactory {
        @NotEmpty @JsonProperty private String webhookSecret;
        public String getWebhookSecret() { return webhookSecret; }
    }

    public static class EnrichmentFactory {
        @NotEmpty @JsonProperty private String baseUri;
        @NotEmpty @JsonProperty private String apiKey;
        public String getBaseUri() { return baseUri; }
        public String getApiKey() { return apiKey; }
    }
}
