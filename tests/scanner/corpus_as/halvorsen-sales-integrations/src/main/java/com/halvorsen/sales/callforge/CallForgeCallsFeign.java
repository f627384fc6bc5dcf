package com.halvorsen.sales.callforge;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;

import java.util.Map;

/** Read-only reporting access, used by the nightly attainment job. */
@FeignClient(name = "callforge-reporting", url = "${callforge.host}/api/public/v1")
public interface CallForgeCallsFeign {

    @GetMapping("/calls")
    Map<String, Object> calls(@RequestHeader("x-api-key") String apiKey,
                              @RequestHeader("x-user-email") String actingUserEmail,
                              @RequestParam("since") String since);

    @GetMapping("/contact-lists/{id}")
    Map<String, Object> contactList(@RequestHeader("x-api-key") String apiKey,
                                    @RequestHeader("x-user-email") String actingUserEmail,
                                    @PathVariable("id") String id);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@RequestHeader("x-api-key") String apiKey,
                           @RequestHeader("x-user-email") String actingUserEmail,
                           @PathVariable("id") String id);
}
