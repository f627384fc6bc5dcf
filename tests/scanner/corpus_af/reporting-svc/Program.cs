using Quillstone.Reporting.Talkpath;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<TalkpathOptions>(builder.Configuration.GetSection("Talkpath"));
builder.Services.AddHttpClient<TalkpathClient>();
builder.Services.AddHttpClient("analytics", c =>
{
    c.BaseAddress = new Uri(builder.Configuration["Analytics:Endpoint"]!);
    c.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["ANALYTICS_GATEWAY_KEY"]);
});

var app = builder.Build();

app.MapGet("/health", () => Results.Ok(new { status = "ok" }));
app.MapGet("/reports/lists", async (TalkpathClient tp, CancellationToken ct) => Results.Ok(await tp.GetListsAsync(ct)));

app.Run();
