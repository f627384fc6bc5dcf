package health.tessellate.scheduling.ringloop;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.io.InputStream;

public class RingLoopErrorDecoder implements ErrorDecoder {

    private final ObjectMapper objectMapper;
    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    public RingLoopErrorDecoder(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    @Override
    public Exception decode(String methodKey, Response response) {
        RingLoopErrorBody body = read(response);
        String message = body != null ? body.error() : null;
        switch (response.status()) {
            case 502:
                return new RetryableException(502, "RingLoop IdP unreachable: " + message,
                        response.request().httpMethod(), (Long) null, response.request());
            case 503:
                return new RingLoopDisabledException(message);
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new RingLoopUserNotFoundException(message);
                }
                return new RingLoopNotFoundException(message);
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private RingLoopErrorBody read(Response response) {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return objectMapper.readValue(in, RingLoopErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }
}
