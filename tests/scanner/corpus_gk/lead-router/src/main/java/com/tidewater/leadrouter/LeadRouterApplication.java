package com.tidewater.leadrouter;

import com.tidewater.leadrouter.api.JsonErrorMapper;
import com.tidewater.leadrouter.calloway.CallowayClient;
import com.tidewater.leadrouter.enrich.EnrichmentClient;
import com.tidewater.leadrouter.health.CallowayHealthCheck;
import com.tidewater.leadrouter.resources.LeadResource;
import com.tidewater.leadrouter.webhooks.CallowayWebhookResource;
import com.tidewater.leadrouter.webhooks.StripeWebhookResource;
import io.dropwizard.client.JerseyClientBuilder;
import io.dropwizard.configuration.EnvironmentVariableSubstitutor;
import io.dropwizard.configuration.SubstitutingSourceProvider;
import io.dropwizard.core.Application;
import io.dropwizard.core.setup.Bootstrap;
import io.dropwizard.core.setup.Environment;
import jakarta.ws.rs.client.Client;

public class LeadRouterApplication extends Application<LeadRouterConfiguration> {

    public static void main(String[] args) throws Exception {
        new LeadRouterApplication().run(args);
    }

    @Override
    public String getName() {
        return "lead-router";
    }

    @Override
    public void initialize(Bootstrap<LeadRouterConfiguration> bootstrap) {
        bootstrap.setConfigurationSourceProvider(new SubstitutingSourceProvider(
                bootstrap.getConfigurationSourceProvider(), new EnvironmentVariableSubstitutor(false)));
    }

    @Override
    public void run(LeadRouterConfiguration config, Environment env) {
        Client jersey = new JerseyClientBuilder(env)
                .using(config.getJerseyClient())
                .build("calloway");

        CallowayClient calloway = new CallowayClient(jersey, config.getCalloway());
        EnrichmentClient enrichment = new EnrichmentClient(jersey, config.getEnrichment());

        env.jersey().register(new JsonErrorMapper());
        env.jersey().register(new LeadResource(calloway, enrichment, config.getCalloway().getInboundListId()));
        env.jersey().register(new CallowayWebhookResource(config.getCalloway().getWebhookSecret()));
        env.jersey().register(new StripeWebhookResource(config.getStripe().getWebhookSecret()));
        env.healthChecks().register("calloway", new CallowayHealthCheck(calloway));
    }
}
