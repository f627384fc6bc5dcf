package com.brightpath.outreach.web;

import com.brightpath.outreach.ringlane.RinglaneClient;
import com.brightpath.outreach.ringlane.RinglaneException;
import com.brightpath.outreach.security.UserContext;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/outreach")
public class OutreachController {

    private final RinglaneClient ringlane;

    public OutreachController(RinglaneClient ringlane) {
        this.ringlane = ringlane;
    }

    @GetMapping("/lists")
    public List<RinglaneClient.ContactListDto> lists() {
        return ringlane.contactLists(UserContext.get().email());
    }

    @PostMapping("/lists/{id}/patients")
    public ResponseEntity<?> addPatients(@PathVariable String id, @RequestBody List<String> phones) {
        try {
            ringlane.addPatients(UserContext.get().email(), id, phones);
            return ResponseEntity.noContent().build();
        } catch (RinglaneException e) {
            if (e.isApiDisabled()) {
                return ResponseEntity.status(503).body(Map.of("error", "Calling integration is switched off"));
            }
            return ResponseEntity.status(e.getStatus()).body(Map.of("error", e.getMessage()));
        }
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> badRequest(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
    }
}
