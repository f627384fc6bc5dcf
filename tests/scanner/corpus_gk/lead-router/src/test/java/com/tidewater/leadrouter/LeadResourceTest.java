package com.tidewater.leadrouter;

import com.tidewater.leadrouter.api.JsonErrorMapper;
import com.tidewater.leadrouter.calloway.CallowayClient;
import com.tidewater.leadrouter.calloway.CallowayErrors.IdentityProviderDown;
import com.tidewater.leadrouter.enrich.EnrichmentClient;
import com.tidewater.leadrouter.resources.LeadResource;
import io.dropwizard.testing.junit5.DropwizardExtensionsSupport;
import io.dropwizard.testing.junit5.ResourceExtension;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.*;

@ExtendWith(DropwizardExtensionsSupport.class)
class LeadResourceTest {

    private static final CallowayClient calloway = mock(CallowayClient.class);
    private static final EnrichmentClient enrichment = mock(EnrichmentClient.class);

    static final ResourceExtension EXT = ResourceExtension.builder()
            .addResource(new LeadResource(calloway, enrichment, "cl_9"))
            .addProvider(new JsonErrorMapper())
            .build();

    @Test
    void returns503WhenDialerIdpDown() {
        when(enrichment.lookupByEmail(anyString())).thenReturn(Optional.empty());
        doThrow(new IdentityProviderDown("down")).when(calloway).addContact(anyString(), anyString(), any());

        Response r = EXT.target("/leads").request()
                .header("X-User-Email", "agent@tidewater-insurance.com")
                .post(Entity.json(Map.of("name", "A", "email", "a@b.co", "phone", "+15550100")));

        assertEquals(503, r.getStatus());
    }
}
