package com.kestrelfreight.bridge.webhooks;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

@Controller("/webhooks/github")
public class GithubWebhookController {

    @Value("${github.webhook-secret}")
    String secret;

    @Post
    public HttpResponse<?> receive(@Header("X-Hub-Signature-256") String signature, @Body String payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = "sha256=" + HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return HttpResponse.unauthorized();
        }
        return HttpResponse.noContent();
    }
}
