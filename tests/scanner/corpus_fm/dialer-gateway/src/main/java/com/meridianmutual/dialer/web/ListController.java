package com.meridianmutual.dialer.web;

import com.meridianmutual.dialer.ringlane.RinglaneGateway;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/v1/agent/lists")
public class ListController {

    private final RinglaneGateway gateway;

    public ListController(RinglaneGateway gateway) {
        this.gateway = gateway;
    }

    @GetMapping
    public List<Map<String, Object>> myLists(@AuthenticationPrincipal Jwt jwt) {
        return gateway.listsFor(jwt.getClaimAsString("uid"));
    }

    @PostMapping("/{listId}/contacts")
    public ResponseEntity<Void> add(@AuthenticationPrincipal Jwt jwt, @PathVariable String listId,
                                    @RequestBody Map<String, String> body) {
        gateway.addToList(jwt.getClaimAsString("uid"), listId, body.get("phone"), body.get("name"));
        return ResponseEntity.noContent().build();
    }

    @DeleteMapping("/{listId}/contacts/{phone}")
    public ResponseEntity<Void> remove(@AuthenticationPrincipal Jwt jwt, @PathVariable String listId,
                                       @PathVariable String phone) {
        gateway.removeFromList(jwt.getClaimAsString("uid"), listId, phone);
        return ResponseEntity.noContent().build();
    }
}
