using Brightharbor.ListSync.Clients;
using Brightharbor.ListSync.Webhooks;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddOptions<CallvaneOptions>().BindConfiguration(CallvaneOptions.Section).ValidateOnStart();

builder.Services.AddHttpClient<CallvaneClient>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => (int)r.StatusCode == 429)
        .WaitAndRetryAsync(3, n => TimeSpan.FromMilliseconds(200 * Math.Pow(2, n))));

builder.Services.AddHttpClient<HubSpotClient>(c => c.BaseAddress = new Uri(builder.Configuration["HubSpot:BaseUrl"]!));

var app = builder.Build();

app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.MapPost("/sync/{hubspotListId:int}", async (int hubspotListId, HubSpotClient hubspot, CallvaneClient callvane, CancellationToken ct) =>
{
    var phones = await hubspot.GetListPhonesAsync(hubspotListId, ct);
    var list = await callvane.CreateListAsync($"hubspot-{hubspotListId}", ct);
    await callvane.AppendAsync(list!.Id, phones, ct);
    return Results.Ok(new { list.Id, count = phones.Count });
});

app.MapPost("/webhooks/callvane", CallvaneWebhook.Handle);

app.Run();
