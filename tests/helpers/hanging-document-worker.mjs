// A document worker that never answers: the reader must terminate it at its time limit.
setInterval(() => {}, 1000);
