package com.tidewater.dialer.app;

import com.tidewater.dialer.client.CallowayHttpClient;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

public final class Main {

    public static void main(String[] args) {
        DialerConfig config = DialerConfig.load();

        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(System.getenv().getOrDefault("POLICY_DB_URL", "jdbc:postgresql://localhost:5432/policies"));
        hc.setUsername(System.getenv("POLICY_DB_USER"));
        hc.setPassword(System.getenv("POLICY_DB_PASSWORD"));

        CallowayHttpClient calloway = new CallowayHttpClient(config.host(), config.apiKey(), config.actingUser());
        RenewalSyncJob job = new RenewalSyncJob(calloway, new PolicyRepository(new HikariDataSource(hc)), config);

        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        scheduler.scheduleAtFixedRate(job, 0, 15, TimeUnit.MINUTES);
    }
}
