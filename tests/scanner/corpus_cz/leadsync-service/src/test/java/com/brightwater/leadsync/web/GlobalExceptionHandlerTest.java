package com.brightwater.leadsync.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.brightwater.leadsync.pricing.PricingUnavailableException;
import com.brightwater.leadsync.ringlane.RinglaneException;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

class GlobalExceptionHandlerTest {

    private final GlobalExceptionHandler handler = new GlobalExceptionHandler();

    @Test
    void retryableDialerFailureReturns503() {
        var response = handler.dialer(new RinglaneException.IdentityProviderUnavailable("idp down"));
        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
        assertThat(response.getBody()).containsEntry("error", "Dialer sync failed, try again later");
    }

    @Test
    void disabledApiReturns502ToFrontend() {
        var response = handler.dialer(new RinglaneException.ApiDisabled("off"));
        assertThat(response.getStatusCode().value()).isEqualTo(502);
    }

    @Test
    void pricingMaintenanceIs503() {
        var response = handler.pricing(new PricingUnavailableException("maintenance"));
        assertThat(response.getStatusCode().value()).isEqualTo(503);
        assertThat(response.getBody().get("error")).isEqualTo("maintenance");
    }
}
