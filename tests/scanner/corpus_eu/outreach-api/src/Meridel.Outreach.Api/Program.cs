using System.Net;
using Meridel.Outreach.Api.Clients;
using Meridel.Outreach.Api.Middleware;
using Meridel.Outreach.Api.Voxbridge;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

builder.Services.Configure<VoxbridgeOptions>(builder.Configuration.GetSection(VoxbridgeOptions.SectionName));
builder.Services.Configure<VoxbridgeV2Options>(builder.Configuration.GetSection("VoxbridgeV2"));

builder.Services
    .AddHttpClient<IVoxbridgeClient, VoxbridgeClient>((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<VoxbridgeOptions>>().Value;
        http.BaseAddress = new Uri(opts.BaseUrl);
        http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
    })
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
        .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(200 * Math.Pow(2, attempt))));

builder.Services.AddHttpClient<VoxbridgeV2Client>();

builder.Services.AddHttpClient<EligibilityGatewayClient>(http =>
{
    var section = builder.Configuration.GetSection("EligibilityGateway");
    http.BaseAddress = new Uri(section["BaseUrl"]!);
    http.DefaultRequestHeaders.Add("x-api-key", section["ApiKey"]);
});

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseMiddleware<CurrentUserMiddleware>();
app.MapControllers();
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));

app.Run();

public partial class Program { }
