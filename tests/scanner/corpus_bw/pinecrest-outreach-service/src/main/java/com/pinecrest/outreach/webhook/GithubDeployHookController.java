package com.pinecrest.outreach.webhook;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

/** Receives GitHub release events to refresh the feature-flag cache. */
@RestController
public class GithubDeployHookController {

    private final GithubSignatureVerifier verifier;

    public GithubDeployHookController(GithubSignatureVerifier verifier) {
        this.verifier = verifier;
    }

    @PostMapping("/webhooks/github")
    public ResponseEntity<String> onEvent(
            @RequestHeader("X-Hub-Signature-256") String signature,
            @RequestHeader("X-GitHub-Event") String event,
            @RequestBody String body) {
        if (!verifier.verify(body, signature)) {
            return ResponseEntity.status(401).body("{\"error\":\"bad signature\"}");
        }
        return ResponseEntity.ok("{\"event\":\"" + event + "\"}");
    }
}
