package com.kestrelfreight.bridge.webhooks;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

@Controller("/webhooks/ringlane")
public class RinglaneWebhookController {

    @Value("${ringlane.webhook-secret}")
    String secret;

    @Post
    public HttpResponse<?> receive(HttpRequest<?> request, @Body String payload) throws Exception {
        String sig = request.getHeaders().get("X-Ringlane-Signature");
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        if (sig == null || !MessageDigest.isEqual(expected.getBytes(), sig.getBytes())) {
            return HttpResponse.unauthorized();
        }
        return HttpResponse.accepted();
    }
}
