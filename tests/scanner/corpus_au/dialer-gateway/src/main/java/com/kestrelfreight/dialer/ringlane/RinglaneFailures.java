package com.kestrelfreight.dialer.ringlane;

import io.micronaut.http.client.exceptions.HttpClientResponseException;

import java.util.stream.Collectors;

public final class RinglaneFailures {

    private RinglaneFailures() {}

    public sealed interface Failure permits Transient, Disabled, UnknownOperator, MissingList, Rejected {}
    public record Transient(String reason) implements Failure {}
    public record Disabled() implements Failure {}
    public record UnknownOperator(String userId) implements Failure {}
    public record MissingList(String message) implements Failure {}
    public record Rejected(int status, String message) implements Failure {}

    public static Failure classify(HttpClientResponseException e, String userId) {
        RinglaneError err = e.getResponse().getBody(RinglaneError.class).orElse(null);
        String msg = err == null ? e.getMessage() : err.error();
        return switch (e.getStatus().getCode()) {
            case 502 -> new Transient("Ringlane could not reach its identity provider");
            case 503 -> new Disabled();
            case 404 -> (err != null && err.isUserNotFound()) ? new UnknownOperator(userId) : new MissingList(msg);
            case 400 -> new Rejected(400, fieldErrors(err));
            default -> new Rejected(e.getStatus().getCode(), msg);
        };
    }

    private static String fieldErrors(RinglaneError err) {
        if (err == null || err.details() == null) return "bad request";
        return err.details().stream()
                .map(d -> d.path() + " " + d.message())
                .collect(Collectors.joining(", "));
    }
}
