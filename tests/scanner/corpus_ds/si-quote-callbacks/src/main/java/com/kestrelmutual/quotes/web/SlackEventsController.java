package com.kestrelmutual.quotes.web;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SlackEventsController {

    private final SlackSigner signer;

    public SlackEventsController(SlackSigner signer) {
        this.signer = signer;
    }

    @PostMapping("/slack/events")
    public ResponseEntity<String> events(@RequestHeader("X-Slack-Signature") String sig,
                                         @RequestHeader("X-Slack-Request-Timestamp") String ts,
                                         @RequestBody String body) {
        if (!signer.matches(ts, body, sig)) {
            return ResponseEntity.status(401).body("{\"error\":\"bad signature\"}");
        }
        return ResponseEntity.ok("");
    }
}
