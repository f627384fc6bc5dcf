package pellham.dispatch

/**
 * The field app sends the signed-in technician in X-User-Id / X-User-Email.
 * Our gateway strips these from the public internet, so we trust them here.
 */
class ApiAuthInterceptor {

    ApiAuthInterceptor() {
        match(uri: '/api/**')
    }

    boolean before() {
        String userId = request.getHeader('X-User-Id')
        String email = request.getHeader('x-user-email')
        if (!userId && !email) {
            response.status = 401
            render(contentType: 'application/json', text: '{"error":"unauthenticated"}')
            return false
        }
        request.setAttribute('actingUser', email ?: userId)
        true
    }

    boolean after() { true }

    void afterView() {}
}
