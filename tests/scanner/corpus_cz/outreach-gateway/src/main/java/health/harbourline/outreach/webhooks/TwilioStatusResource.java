package health.harbourline.outreach.webhooks;

import java.util.Map;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;

import com.twilio.security.RequestValidator;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/hooks/twilio/sms-status")
public class TwilioStatusResource {

    @ConfigProperty(name = "twilio.auth-token")
    String authToken;

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response status(@HeaderParam("X-Twilio-Signature") String signature, MultivaluedMap<String, String> form) {
        RequestValidator validator = new RequestValidator(authToken);
        Map<String, String> params = new java.util.HashMap<>();
        form.forEach((k, v) -> params.put(k, v.get(0)));
        if (!validator.validate("https://outreach.harbourline.health/hooks/twilio/sms-status", params, signature)) {
            return Response.status(403).build();
        }
        return Response.ok().build();
    }
}
