package com.harborline.agentsync.client;

import feign.RequestInterceptor;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;

import java.util.List;

/**
 * Harborline's own CRM backend. Identity is propagated with the gateway headers.
 */
@FeignClient(name = "crm-core", configuration = CrmCoreClient.Config.class)
public interface CrmCoreClient {

    @GetMapping("/v1/agents")
    List<Agent> activeAgents(@RequestParam("territory") String territory);

    @GetMapping("/v1/agents/me")
    Agent me(@RequestHeader("X-User-Email") String email);

    record Agent(String id, String email, String phone, String territory, boolean active) {
    }

    class Config {
        @Bean
        RequestInterceptor crmServiceIdentity() {
            return t -> {
                t.header("X-User-Id", "svc-agent-sync");
                t.header("X-Api-Key", System.getenv("CRM_CORE_SERVICE_KEY"));
            };
        }
    }
}
