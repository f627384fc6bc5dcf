using System.Net.Http.Json;
using Harbor.Api.Infrastructure;
using Harbor.Api.Integrations;
using Harbor.Api.Webhooks;
using Microsoft.AspNetCore.Authentication.JwtBearer;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme)
    .AddJwtBearer(o =>
    {
        o.Authority = builder.Configuration["Auth:Authority"];
        o.Audience = builder.Configuration["Auth:Audience"];
    });
builder.Services.AddAuthorization();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddSingleton<RingmeshSignatureVerifier>();
builder.Services.AddHttpClient<RingmeshSyncClient>();

// Dial-list export still goes through the old Ringmesh contact-list API (TICKET SALES-412).
builder.Services.AddHttpClient("ringmesh-legacy", http =>
{
    http.BaseAddress = new Uri(builder.Configuration["RingmeshLegacy:BaseUrl"] ?? "https://api.ringmesh.io/api/public/v1/");
    http.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["RingmeshLegacy:ApiKey"]);
});
builder.Services.AddScoped<LeadStore>();

var app = builder.Build();

app.UseSwagger();
app.UseAuthentication();
app.UseAuthorization();
app.UseMiddleware<InternalApiKeyMiddleware>();

var v1 = app.MapGroup("/v1").RequireAuthorization();

v1.MapGet("/leads", async (string campaign, HttpContext ctx, LeadStore store) =>
{
    var agentEmail = ctx.Request.Headers["X-User-Email"].ToString();
    if (string.IsNullOrEmpty(agentEmail))
    {
        return ApiErrors.BadRequest("missing X-User-Email");
    }
    return Results.Ok(await store.ForAgentAsync(agentEmail, campaign));
});

v1.MapPost("/leads/{id}/outcomes", async (string id, OutcomeRequest body, HttpContext ctx, LeadStore store) =>
{
    var agentId = ctx.Request.Headers["X-User-Id"].FirstOrDefault();
    if (agentId is null)
    {
        return ApiErrors.NotFound("user not found");
    }
    await store.RecordOutcomeAsync(id, agentId, body.Outcome);
    return Results.NoContent();
});

v1.MapPost("/campaigns/{id}/dial-list", async (string id, HttpContext ctx, IHttpClientFactory factory, LeadStore store) =>
{
    var agentEmail = ctx.Request.Headers["X-User-Email"].ToString();
    var leads = await store.ForAgentAsync(agentEmail, id);

    var ringmesh = factory.CreateClient("ringmesh-legacy");
    using var create = new HttpRequestMessage(HttpMethod.Post, "contact-lists")
    {
        Content = JsonContent.Create(new { name = $"harbor-{id}-{DateTime.UtcNow:yyyyMMdd}" }),
    };
    create.Headers.Add("x-user-email", agentEmail);
    using var resp = await ringmesh.SendAsync(create);
    if (resp.StatusCode == System.Net.HttpStatusCode.BadGateway)
    {
        return ApiErrors.Unavailable("Ringmesh sign-in is temporarily unavailable");
    }
    if (!resp.IsSuccessStatusCode)
    {
        var err = await resp.Content.ReadFromJsonAsync<Dictionary<string, object>>();
        return ApiErrors.BadRequest(err?["error"]?.ToString() ?? "Ringmesh error");
    }
    var list = await resp.Content.ReadFromJsonAsync<Dictionary<string, object>>();
    var listId = list!["id"].ToString();

    using var add = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{listId}/contacts")
    {
        Content = JsonContent.Create(new { contacts = leads.Select(l => new { phone = l.Phone }) }),
    };
    add.Headers.Add("x-user-email", agentEmail);
    (await ringmesh.SendAsync(add)).EnsureSuccessStatusCode();

    return Results.Ok(new { contactListId = listId });
});

app.MapGet("/health", () => Results.Ok(new { status = "ok" }));

app.MapRingmeshWebhooks();
app.MapStripeWebhooks();

app.Run();

public sealed record OutcomeRequest(string Outcome);

public partial class Program { }
