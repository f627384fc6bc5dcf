using System;
using System.Configuration;
using System.IO;
using System.Net;
using System.Text;
using System.Threading;
using Newtonsoft.Json;

namespace AgentDesk.Web.Services
{
    public class DialstreamClient
    {
        private static readonly int[] TransientStatuses = { 429, 502 };

        private readonly string _baseUrl;
        private readonly string _apiKey;

        public DialstreamClient()
        {
            _baseUrl = ConfigurationManager.AppSettings["Dialstream.BaseUrl"];
            _apiKey = ConfigurationManager.AppSettings["Dialstream.ApiKey"];
        }

        public string GetListsJson(string agentEmail)
        {
            using (var wc = new WebClient())
            {
                wc.Headers[DialstreamHeaders.ApiKey] = _apiKey;
                wc.Headers[DialstreamHeaders.ActingUserEmail] = agentEmail;
                wc.Headers[HttpRequestHeader.Accept] = DialstreamHeaders.Accept;
                try
                {
                    return wc.DownloadString(_baseUrl + DialstreamRoutes.ContactLists);
                }
                catch (WebException ex)
                {
                    throw Translate(ex);
                }
            }
        }

        public void AppendContacts(string agentEmail, string listId, string[] phones)
        {
            var payload = JsonConvert.SerializeObject(new { contacts = Array.ConvertAll(phones, p => new { phone = p }) });
            Send("POST", string.Format(DialstreamRoutes.ListContacts, listId), agentEmail, payload);
        }

        public void DeleteList(string agentEmail, string listId)
        {
            Send("DELETE", string.Format(DialstreamRoutes.ContactList, listId), agentEmail, null);
        }

        private void Send(string method, string relative, string agentEmail, string json)
        {
            for (var attempt = 1; ; attempt++)
            {
                var req = (HttpWebRequest)WebRequest.Create(_baseUrl + relative);
                req.Method = method;
                req.Headers.Add("X-Api-Key", _apiKey);
                req.Headers.Add("X-User-Email", agentEmail);
                req.Accept = DialstreamHeaders.Accept;
                if (json != null)
                {
                    var bytes = Encoding.UTF8.GetBytes(json);
                    req.ContentType = "application/json";
                    req.ContentLength = bytes.Length;
                    using (var s = req.GetRequestStream()) s.Write(bytes, 0, bytes.Length);
                }
                try
                {
                    using (req.GetResponse()) return;
                }
                catch (WebException ex)
                {
                    var dex = Translate(ex);
                    if (attempt < 3 && Array.IndexOf(TransientStatuses, dex.StatusCode) >= 0)
                    {
                        Thread.Sleep(1000 * attempt);
                        continue;
                    }
                    throw dex;
                }
            }
        }

        private static DialstreamException Translate(WebException ex)
        {
            var resp = ex.Response as HttpWebResponse;
            if (resp == null) return new DialstreamException(0, null);
            using (var reader = new StreamReader(resp.GetResponseStream()))
            {
                DialstreamError body = null;
                try { body = JsonConvert.DeserializeObject<DialstreamError>(reader.ReadToEnd()); } catch (JsonException) { }
                return new DialstreamException((int)resp.StatusCode, body);
            }
        }
    }
}
