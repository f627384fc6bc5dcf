package com.northpeak.leadrouter.web;

import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RoutingController {

    @PostMapping("/api/routes/preview")
    public ResponseEntity<?> preview(
            @RequestHeader(value = "X-User-Email", required = false) String userEmail,
            @RequestHeader(value = "X-User-Id", required = false) String userId,
            @RequestBody Map<String, Object> lead) {
        if (userEmail == null && userId == null) {
            return ResponseEntity.status(400).body(Map.of("error", "missing user"));
        }
        return ResponseEntity.ok(Map.of("region", lead.getOrDefault("postcode", "unknown"), "by", userEmail));
    }
}
