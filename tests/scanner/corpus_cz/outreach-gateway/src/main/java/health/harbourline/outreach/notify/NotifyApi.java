package health.harbourline.outreach.notify;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** Internal notification service (behind AWS API Gateway). */
@RegisterRestClient(configKey = "notify")
@ClientHeaderParam(name = "x-api-key", value = "${notify.api-key}")
@Path("/messages")
public interface NotifyApi {

    @POST
    @Retry(maxRetries = 3, delay = 250)
    void send(NotifyMessage message);

    record NotifyMessage(String channel, String to, String template) { }
}
