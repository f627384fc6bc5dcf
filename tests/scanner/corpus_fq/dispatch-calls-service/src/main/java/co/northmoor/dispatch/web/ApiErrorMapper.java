package co.northmoor.dispatch.web;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.util.Map;

/** Our own API error format for the dispatch console. */
@Provider
public class ApiErrorMapper implements ExceptionMapper<NotFoundException> {
    @Override
    public Response toResponse(NotFoundException e) {
        return Response.status(404)
                .entity(Map.of("error", "user not found", "details", java.util.List.of()))
                .build();
    }
}
