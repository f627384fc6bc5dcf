package com.northwind.crmsync.internal;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;

/**
 * Northwind's own user-directory service. It authenticates service-to-service calls
 * with the gateway key and expects the calling user's id for audit.
 */
@FeignClient(name = "user-directory", url = "${internal.user-directory.url}")
public interface UserDirectoryClient {

    @GetMapping("/users/{id}")
    DirectoryUser getUser(@PathVariable("id") String id,
                          @RequestHeader("X-User-Id") String actingUserId,
                          @RequestHeader("x-api-key") String gatewayKey);

    @GetMapping("/users/by-email/{email}")
    DirectoryUser findByEmail(@PathVariable("email") String email,
                              @RequestHeader("X-User-Email") String actingUserEmail);
}
