package com.harborline.agentsync;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.scheduling.annotation.EnableScheduling;

@EnableScheduling
@EnableFeignClients
@ConfigurationPropertiesScan
@SpringBootApplication
public class AgentSyncApplication {
    public static void main(String[] args) {
        SpringApplication.run(AgentSyncApplication.class, args);
    }
}
