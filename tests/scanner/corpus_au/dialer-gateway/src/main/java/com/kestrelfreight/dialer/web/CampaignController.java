package com.kestrelfreight.dialer.web;

import com.kestrelfreight.dialer.ringlane.RinglaneApi;
import com.kestrelfreight.dialer.ringlane.RinglaneFailures;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.exceptions.HttpClientResponseException;

import java.util.Map;

@Controller("/api/campaigns")
public class CampaignController {

    private final RinglaneApi ringlane;

    public CampaignController(RinglaneApi ringlane) { this.ringlane = ringlane; }

    @Post
    public HttpResponse<?> start(@Header("X-User-Id") String userId, @Body Map<String, String> req) {
        try {
            var list = ringlane.create(userId, new RinglaneApi.NewContactList(req.get("name")));
            return HttpResponse.created(list);
        } catch (HttpClientResponseException e) {
            return switch (RinglaneFailures.classify(e, userId)) {
                case RinglaneFailures.Transient t -> HttpResponse.serverError(Map.of("error", t.reason()));
                case RinglaneFailures.Disabled d -> HttpResponse.serverError(Map.of("error", "dialer integration is switched off"));
                case RinglaneFailures.UnknownOperator u -> HttpResponse.badRequest(Map.of("error", "your account is not set up in the dialer"));
                case RinglaneFailures.MissingList m -> HttpResponse.notFound(Map.of("error", m.message()));
                case RinglaneFailures.Rejected r -> HttpResponse.badRequest(Map.of("error", r.message()));
            };
        }
    }
}
