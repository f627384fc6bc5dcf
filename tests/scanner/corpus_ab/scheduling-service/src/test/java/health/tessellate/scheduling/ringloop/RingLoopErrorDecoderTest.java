package health.tessellate.scheduling.ringloop;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Request;
import feign.Response;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RingLoopErrorDecoderTest {

    private final RingLoopErrorDecoder decoder = new RingLoopErrorDecoder(new ObjectMapper());

    private Response response(int status, String body) {
        Request req = Request.create(Request.HttpMethod.GET, "http://ringloop.test/x", Map.of(), null,
                StandardCharsets.UTF_8, null);
        return Response.builder().status(status).request(req).headers(Map.of())
                .body(body, StandardCharsets.UTF_8).build();
    }

    @Test
    void decodes503AsDisabled() {
        assertThat(decoder.decode("m", response(503, "{\"error\":\"API disabled\"}")))
                .isInstanceOf(RingLoopDisabledException.class);
    }

    @Test
    void decodes404UserNotFound() {
        assertThat(decoder.decode("m", response(404, "{\"error\":\"user not found\"}")))
                .isInstanceOf(RingLoopUserNotFoundException.class);
    }
}
