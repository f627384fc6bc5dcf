package com.tidewater.reports;

import com.fasterxml.jackson.databind.JsonNode;
import com.tidewater.reports.calloway.CallowayOkHttpClient;
import com.tidewater.reports.calloway.v2.CallowayV2Client;
import com.tidewater.reports.internal.PortalApiClient;

import java.io.FileInputStream;
import java.io.IOException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Properties;

public final class WeeklyDialerReport {

    public static void main(String[] args) throws IOException {
        Properties props = new Properties();
        try (FileInputStream in = new FileInputStream(args.length > 0 ? args[0] : "reports.properties")) {
            props.load(in);
        }

        CallowayOkHttpClient legacy = new CallowayOkHttpClient(
                props.getProperty("calloway.legacy.apiKey"),
                props.getProperty("calloway.legacy.actingEmail"));
        CallowayV2Client v2 = new CallowayV2Client(System.getenv("CALLOWAY_V2_KEY"));

        Instant to = Instant.now();
        Instant from = to.minus(7, ChronoUnit.DAYS);

        JsonNode lists = legacy.contactLists();
        JsonNode calls = v2.calls(from, to);

        byte[] pdf = new ReportRenderer().render(lists, calls);
        new PortalApiClient(props.getProperty("portal.baseUrl"), "svc-reports", "reports@tidewater-insurance.com")
                .upload("dialer-weekly-" + to.toString().substring(0, 10) + ".pdf", pdf);
    }
}
